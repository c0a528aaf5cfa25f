import { Box, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';

/**
 * A photo of a claim or an inspection. The e-contract records where it was taken (`zone`, a damage's
 * zone) and when; `caption` is what a person wrote (older inspections kept the time there).
 */
interface Photo {
  url: string;
  inspection?: 'in' | 'out';
  zone?: string;
  takenAt?: string;
  caption?: string;
}
interface Contract {
  fuelLevel: number | null;
  engineHours: number | null;
  remarks: string | null;
  photos: Photo[];
  /** The signed e-contract's PDF, once made. */
  pdfUrl?: string | null;
  /** The name a party typed instead of drawing their signature (evidence of how they signed). */
  tenantTypedName?: string | null;
  ownerTypedName?: string | null;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/;

/** Photos numbered in the console's language, with their zone and time in words. */
export function Photos({ photos }: { photos: Photo[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {photos.map((photo, index) => {
        const takenAt =
          photo.takenAt ?? (photo.caption && INSTANT.test(photo.caption) ? photo.caption : null);
        const caption = photo.caption && photo.caption !== takenAt ? photo.caption : null;
        const label = [
          translate('bosun.ops.pictures.number', { n: index + 1 }),
          photo.inspection && translate(`bosun.enums.contractKind.${photo.inspection}`),
          photo.zone && translate(`bosun.enums.boatZone.${photo.zone}`, { _: photo.zone }),
          takenAt && time.format(new Date(takenAt)),
          caption,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <Box key={photo.url} component="figure" sx={{ m: 0, width: 160 }}>
            <img src={photo.url} alt={label} width={160} loading="lazy" />
            <Typography variant="caption" component="figcaption">
              {label}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

function ContractColumn({ title, contract }: { title: string; contract: Contract | null }) {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <Box sx={{ flex: 1, minWidth: 240 }}>
      <Typography variant="subtitle1">{title}</Typography>
      {contract ? (
        <>
          <Typography variant="body2">
            {translate('bosun.ops.fuelLevel')}: {contract.fuelLevel ?? '—'} ·{' '}
            {translate('bosun.ops.engineHours')}:{' '}
            {contract.engineHours === null ? '—' : format.count(contract.engineHours)}
          </Typography>
          <Typography variant="body2">{contract.remarks ?? '—'}</Typography>
          <Photos photos={contract.photos} />
          {(
            [
              ['bosun.ops.tenant', contract.tenantTypedName],
              ['bosun.ops.owner', contract.ownerTypedName],
            ] as const
          ).map(([who, name]) =>
            name ? (
              <Typography key={who} variant="body2">
                {translate('bosun.ops.typedSignature', { who: translate(who), name })}
              </Typography>
            ) : null,
          )}
          {contract.pdfUrl && (
            <Typography variant="body2">
              <a href={contract.pdfUrl} target="_blank" rel="noreferrer">
                {translate('bosun.ops.contractPdf')}
              </a>
            </Typography>
          )}
        </>
      ) : (
        <Typography variant="body2">—</Typography>
      )}
    </Box>
  );
}

/** The photos the renter's answer shows, under their words. */
export function TenantEvidence() {
  const record = useRecordContext<{ tenantEvidence?: Photo[] }>();
  const photos = record?.tenantEvidence ?? [];
  return photos.length > 0 ? (
    <Box data-testid="damage-tenant-evidence" sx={{ mb: 2 }}>
      <Photos photos={photos} />
    </Box>
  ) : null;
}

/** The claim's evidence beside the check-in and check-out contracts, to compare. */
export function DamageEvidence() {
  const record = useRecordContext<{
    description: string;
    evidence: Photo[];
    checkIn: Contract | null;
    checkOut: Contract | null;
  }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Typography variant="body1">{record.description}</Typography>
      <Photos photos={record.evidence ?? []} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ContractColumn title={translate('bosun.ops.checkIn')} contract={record.checkIn} />
        <ContractColumn title={translate('bosun.ops.checkOut')} contract={record.checkOut} />
      </Stack>
    </Stack>
  );
}
