import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Propale } from '../../../shared/sales/propales.ts';
import { useFormats } from '../../components/formats.ts';
import { DateField, LanguageField } from '../../components/LocaleFields.tsx';
import { usePriceLineLabel } from '../../components/priceLineLabel.ts';
import { discountApprovalChoices, propaleStatusChoices } from './choices.ts';
import { formatEur, MoneyField } from './MoneyField.tsx';
import { PropaleActions } from './PropaleActions.tsx';

function PriceTable() {
  const record = useRecordContext<Propale>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormats();
  const priceLineLabel = usePriceLineLabel();
  // The list's row stands in for the record until the full one (with its items) arrives.
  if (!record?.items) return null;
  return (
    <>
      {record.discountApproval === 'pending' && (
        <Alert severity="warning">{translate('bosun.sales.propale.pendingHint')}</Alert>
      )}
      {record.items.map((item) => (
        <Table key={item.id} size="small" sx={{ mb: 2 }} aria-label={item.productTitle}>
          <TableHead>
            <TableRow>
              <TableCell colSpan={2}>
                <Typography variant="subtitle2">
                  {item.productTitle} · {format.day(item.start)} → {format.day(item.end)} ·{' '}
                  {translate('bosun.sales.propale.peopleCount', { smart_count: item.people })}
                </Typography>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {item.priceLines.map((line) => (
              <TableRow key={`${line.key}-${line.label}`}>
                <TableCell>{priceLineLabel(line)}</TableCell>
                <TableCell align="right">{formatEur(line.amount, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ))}
    </>
  );
}

function OfferLink() {
  const record = useRecordContext<Propale>();
  if (!record || record.status === 'draft') return null;
  return (
    <a href={record.offerPath} target="_blank" rel="noreferrer">
      {record.offerPath}
    </a>
  );
}

export function PropaleShow() {
  return (
    <Show actions={<PropaleActions />}>
      <SimpleShowLayout>
        <ReferenceField source="leadId" reference="leads" link="show" />
        <TextField source="renterName" />
        <SelectField source="status" choices={propaleStatusChoices} />
        <PriceTable />
        <MoneyField source="subtotalAmount" label="resources.propales.fields.subtotalAmount" />
        <MoneyField source="discountAmount" label="resources.propales.fields.discountAmount" />
        <MoneyField source="totalAmount" label="resources.propales.fields.totalAmount" />
        <SelectField source="discountApproval" choices={discountApprovalChoices} />
        <DateField source="validUntil" />
        <LanguageField source="languageCode" />
        <TextField source="message" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
        <TextField source="createdByName" />
        <DateField source="sentAt" showTime emptyText="—" />
        <OfferLink />
      </SimpleShowLayout>
    </Show>
  );
}
