-- account/listings a page at a time (issue 17): the owner's most recently changed products are read
-- from the index in order, 24 of them, instead of reading all the owner's rows and sorting them.
CREATE INDEX products_owner_updated_idx ON products (owner_id, updated_at DESC, id DESC);
-- Its first column serves every reader of the owner's products that the old index served.
DROP INDEX products_owner_idx;
