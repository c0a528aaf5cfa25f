-- The sales console (issue 7): discount approval, team leads, snooze memory, the accepted payment session.

-- A commercial discount above this share of the quote's subtotal waits for a manager's approval.
ALTER TABLE sales_settings
  ADD COLUMN max_discount_percent smallint NOT NULL DEFAULT 10 CHECK (max_discount_percent BETWEEN 0 AND 100);

-- A team lead edits every lead, like a manager; other salespeople edit only their own.
ALTER TABLE sales_teammates ADD COLUMN is_team_lead boolean NOT NULL DEFAULT false;

-- Where a snoozed lead goes back to when its review date comes.
ALTER TABLE leads
  ADD COLUMN status_before_snooze text CHECK (status_before_snooze IN ('new', 'contacted', 'quote_sent'));

ALTER TABLE propales
  ADD COLUMN discount_approval text NOT NULL DEFAULT 'not_needed'
    CHECK (discount_approval IN ('not_needed', 'pending', 'approved')),
  ADD COLUMN discount_approved_by bigint REFERENCES users (id),
  ADD COLUMN accepted_item_id bigint REFERENCES propale_items (id),
  ADD COLUMN payment_session_id bigint REFERENCES payment_sessions (id),
  ADD COLUMN answer_reason text;

-- "My leads by next review" and the dashboard's period scans.
CREATE INDEX leads_assignee_review_idx ON leads (assignee_id, next_review_at, id);
CREATE INDEX leads_created_idx ON leads (created_at);
CREATE INDEX propales_created_by_idx ON propales (created_by, created_at);
