import { Box, Card, CardContent, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Link, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { LeadDetail } from '../../../shared/sales/leads.ts';
import { useFormats } from '../../components/formats.ts';
import { formatEur } from '../propales/MoneyField.tsx';
import { salesGet, salesPost } from './salesApi.ts';
import { useLeadRights } from './useLeadRights.ts';

export function useLeadDetail() {
  const record = useRecordContext();
  return useQuery({
    queryKey: ['leads', 'detail', record?.id],
    queryFn: () => salesGet<LeadDetail>(`/leads/${record?.id}`),
    enabled: record?.id !== undefined,
  });
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const when = (iso: string, locale: string) => new Date(iso).toLocaleString(locale);

export function RenterPanel() {
  const { data } = useLeadDetail();
  const translate = useTranslate();
  if (!data) return null;
  return (
    <Section title="bosun.sales.lead.sections.renter">
      {data.renter ? (
        <>
          <Typography>{data.renter.name}</Typography>
          <Typography color="text.secondary">{data.renter.email}</Typography>
          {data.renter.phone && <Typography color="text.secondary">{data.renter.phone}</Typography>}
          <Typography variant="body2">
            {translate('bosun.sales.lead.bookings')}: {data.renter.bookings}
          </Typography>
        </>
      ) : (
        <>
          <Typography>{data.contactEmail}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('bosun.sales.lead.noRenterAccount')}
          </Typography>
        </>
      )}
      {data.message && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2">{translate('bosun.sales.lead.message')}</Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{data.message}</Typography>
        </Box>
      )}
    </Section>
  );
}

export function NotesPanel() {
  const record = useRecordContext();
  const { data } = useLeadDetail();
  const { canNote } = useLeadRights(record);
  const [body, setBody] = useState('');
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const add = async () => {
    try {
      await salesPost(`/leads/${record?.id}/notes`, { body });
      setBody('');
      notify('bosun.sales.notifications.noteAdded', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['leads', 'detail', record?.id] });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Section title="bosun.sales.lead.sections.notes">
      {canNote && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={translate('bosun.sales.lead.note')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            multiline
            fullWidth
            size="small"
          />
          <Button
            label="bosun.sales.actions.addNote"
            onClick={add}
            disabled={!body.trim()}
            variant="outlined"
          />
        </Box>
      )}
      {data?.notes.length === 0 && (
        <Typography color="text.secondary">{translate('bosun.sales.lead.noNotes')}</Typography>
      )}
      <List dense>
        {data?.notes.map((n) => (
          <ListItem key={n.id} disableGutters>
            <ListItemText
              primary={n.body}
              secondary={`${n.authorName ?? ''} · ${when(n.createdAt, locale)}`}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

export function QuotesPanel() {
  const { data } = useLeadDetail();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Section title="bosun.sales.lead.sections.quotes">
      {data?.propales.length === 0 && (
        <Typography color="text.secondary">{translate('bosun.sales.lead.noQuotes')}</Typography>
      )}
      <List dense>
        {data?.propales.map((p) => (
          <ListItem key={p.id} disableGutters>
            <ListItemText
              primary={
                <Link to={`/propales/${p.id}/show`}>
                  #{p.id} · {translate(`bosun.sales.propaleStatus.${p.status}`)} ·{' '}
                  {formatEur(p.totalAmount, locale)}
                </Link>
              }
              secondary={p.createdByName}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

export function TimelinePanel() {
  const { data } = useLeadDetail();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormats();
  const status = (s: string | null) => (s ? translate(`bosun.sales.leadStatus.${s}`) : '');
  const snoozedUntil = (until: unknown) => (typeof until === 'string' ? format.day(until) : '');
  return (
    <Section title="bosun.sales.lead.sections.timeline">
      <List dense>
        {data?.timeline.map((e) => (
          <ListItem key={e.id} disableGutters>
            <ListItemText
              primary={`${translate(`bosun.sales.lead.events.${e.kind}`)}${e.fromStatus || e.toStatus ? `: ${status(e.fromStatus)} → ${status(e.toStatus)}` : ''}${typeof e.data.reason === 'string' && e.kind === 'snoozed' ? ` (${snoozedUntil(e.data.until)}, ${e.data.reason})` : ''}`}
              secondary={`${e.actorName ?? translate('bosun.enums.actorRole.system')} · ${when(e.at, locale)}`}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

export function ConversationPanel() {
  const { data } = useLeadDetail();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Section title="bosun.sales.lead.sections.conversation">
      {data?.conversation.length === 0 && (
        <Typography color="text.secondary">{translate('bosun.sales.lead.noMessages')}</Typography>
      )}
      <List dense>
        {data?.conversation.map((m) => (
          <ListItem key={m.id} disableGutters>
            <ListItemText
              primary={m.body}
              secondary={`${m.senderName ?? ''} · ${when(m.createdAt, locale)}`}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

/** The boats the renter started to book or saved, newest first. */
export function LookedAtPanel() {
  const { data } = useLeadDetail();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!data?.renter) return null;
  return (
    <Section title="bosun.sales.lead.sections.lookedAt">
      {data.lookedAt.length === 0 && (
        <Typography color="text.secondary">{translate('bosun.sales.lead.nothingLookedAt')}</Typography>
      )}
      <List dense>
        {data.lookedAt.map((l) => (
          <ListItem key={`${l.kind}-${l.productId}-${l.at}`} disableGutters>
            <ListItemText
              primary={l.productTitle}
              secondary={[
                translate(`bosun.sales.lead.lookedAtKind.${l.kind}`),
                l.dates ? `${l.dates.start} → ${l.dates.end}` : null,
                when(l.at, locale),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
