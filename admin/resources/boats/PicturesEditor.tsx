import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import { Box, Chip, IconButton, Button as MuiButton, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { BoatDetail } from '../../../shared/admin/boats.ts';
import { canOperate } from '../../../shared/admin/operations.ts';
import { useBoatAction } from './useBoatAction.ts';

type Picture = BoatDetail['pictures'][number];

const move = (list: Picture[], from: number, to: number) => {
  const next = [...list];
  const [picture] = next.splice(from, 1);
  next.splice(to, 0, picture);
  return next;
};

/** Orders, captions and removes a listing's pictures; the first is the cover. Saved in one change. */
export function PicturesEditor() {
  const record = useRecordContext<BoatDetail>();
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const { run, saving } = useBoatAction();
  const [pictures, setPictures] = useState<Picture[]>(record?.pictures ?? []);
  useEffect(() => setPictures(record?.pictures ?? []), [record?.pictures]);
  if (!record) return null;
  const canEdit = canOperate(permissions, 'boats');
  const changed = JSON.stringify(pictures) !== JSON.stringify(record.pictures);

  if (pictures.length === 0 && !changed)
    return <Typography color="text.secondary">{translate('bosun.ops.pictures.none')}</Typography>;
  const save = () =>
    run(
      (api) =>
        api.arrangeBoatPictures(record.id, { pictures: pictures.map((p) => ({ id: p.id, alt: p.alt })) }),
      'bosun.ops.pictures.saved',
    );

  return (
    <Stack spacing={2}>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0, listStyle: 'none' }}>
        {pictures.map((picture, i) => {
          const name = translate('bosun.ops.pictures.number', { n: i + 1 });
          return (
            <Box component="li" key={picture.id} aria-label={name} sx={{ width: 220 }}>
              <img src={picture.url} alt={picture.alt ?? ''} width={220} height={146} loading="lazy" />
              {i === 0 && (
                <Chip icon={<StarIcon />} label={translate('bosun.ops.pictures.cover')} size="small" />
              )}
              {canEdit && (
                <>
                  <TextField
                    label={translate('bosun.ops.pictures.alt', { n: i + 1 })}
                    value={picture.alt ?? ''}
                    onChange={(e) =>
                      setPictures(
                        pictures.map((p) =>
                          p.id === picture.id ? { ...p, alt: e.target.value || null } : p,
                        ),
                      )
                    }
                    size="small"
                    margin="dense"
                    fullWidth
                  />
                  <IconButton
                    aria-label={translate('bosun.ops.pictures.makeCover', { n: i + 1 })}
                    disabled={i === 0}
                    onClick={() => setPictures(move(pictures, i, 0))}
                  >
                    <StarIcon />
                  </IconButton>
                  <IconButton
                    aria-label={translate('bosun.ops.pictures.earlier', { n: i + 1 })}
                    disabled={i === 0}
                    onClick={() => setPictures(move(pictures, i, i - 1))}
                  >
                    <ArrowUpIcon />
                  </IconButton>
                  <IconButton
                    aria-label={translate('bosun.ops.pictures.later', { n: i + 1 })}
                    disabled={i === pictures.length - 1}
                    onClick={() => setPictures(move(pictures, i, i + 1))}
                  >
                    <ArrowDownIcon />
                  </IconButton>
                  <IconButton
                    aria-label={translate('bosun.ops.pictures.remove', { n: i + 1 })}
                    onClick={() => setPictures(pictures.filter((p) => p.id !== picture.id))}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              )}
            </Box>
          );
        })}
      </Box>
      {canEdit && (
        <Stack direction="row" spacing={1}>
          <MuiButton variant="contained" onClick={save} disabled={!changed || saving}>
            {translate('bosun.ops.pictures.save')}
          </MuiButton>
          <MuiButton onClick={() => setPictures(record.pictures)} disabled={!changed || saving}>
            {translate('bosun.ops.undoChanges')}
          </MuiButton>
        </Stack>
      )}
    </Stack>
  );
}
