import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ListingEditor } from '../../../shared/owners/editor.ts';
import { editorTitleIn, listingEditorPaths } from '../../../shared/owners/editorSteps.ts';
import { localizedPath } from '../../../shared/routing/routeWords.ts';
import type { ScreenLoaderContext, ScreenLoaderResult } from '../../app/screens.ts';
import { browserApi, readJson } from '../../app/siteApi.ts';
import { usePageData, useSite } from '../../app/useSite.ts';
import { useTranslation } from '../../app/useTranslation.ts';
import { AccountShell } from '../../components/AccountShell/AccountShell.tsx';
import { TripLoadFailed } from '../../components/Trip/TripLoadFailed.tsx';
import { loadTripPage, type TripPageData } from '../../components/Trip/tripLoader.ts';
import { ListingEditorView } from './ListingEditorView.tsx';
import '../../styles/auth-funnel.css';
import './listing-editor.css';

/** `new` starts a draft; otherwise the identifier is the listing's id. */
type EditPageAnswer = ListingEditor | { mode: 'new' };
export const LISTINGS_PATH = '/account/listings';
export const editPath = (id: number) => `/account/listing/edit/${id}`;

/** Data of an open listing: its title in the page's language, for the document's title. */
type EditPageData = TripPageData<EditPageAnswer | null> & { title?: string };

export function head(t: TFunction, data?: unknown) {
  const title = (data as EditPageData | undefined)?.title;
  return {
    title: title ? t('ownerMore:editTitleOf', { title }) : t('listingEditor:title'),
    description: t('listingEditor:metaDescription'),
  };
}

/** Signed out: the login page, then back here. Someone else's listing, or no listing: not found. */
export async function loader(context: ScreenLoaderContext): Promise<ScreenLoaderResult> {
  const identifier = context.route.params.identifier ?? '';
  if (identifier === 'new') {
    // Creating is a change, so the browser makes it (with its CSRF header); the server only checks who asks.
    const result = await loadTripPage<unknown>(context, '/api/v6/account/is-owner');
    if (!result.data) return result;
    const data = result.data as TripPageData<unknown>;
    return { ...result, data: { ...data, answer: data.answer === null ? null : { mode: 'new' } } };
  }
  if (!/^\d{1,15}$/.test(identifier)) return { notFound: true };
  const result = await loadTripPage<ListingEditor>(context, listingEditorPaths.editor(identifier));
  const data = result.data as TripPageData<ListingEditor | null> | undefined;
  if (!data?.answer) return result;
  return { ...result, data: { ...data, title: editorTitleIn(data.answer, context.language) } };
}

/** account/listing/edit/{identifier}: the owner's step-by-step listing editor (issue 17). */
export default function ListingEditPage() {
  const { t } = useTranslation();
  const page = usePageData<EditPageData>();
  const answer = page.answer;
  return (
    <AccountShell titleId="account-title">
      <section className="listing-editor" aria-labelledby="listing-editor-title">
        {!answer ? (
          <>
            <h2 id="listing-editor-title">{t('listingEditor:title')}</h2>
            <TripLoadFailed />
          </>
        ) : 'mode' in answer ? (
          <NewDraft />
        ) : (
          <ListingEditorView key={answer.id} initial={answer} />
        )}
      </section>
    </AccountShell>
  );
}

/** Creates the draft once, then replaces this URL with the draft's, so a reload resumes it. */
function NewDraft() {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useSite();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  async function create() {
    setFailed(false);
    try {
      const { id } = await readJson<{ id: number }>(
        await browserApi(listingEditorPaths.drafts, { method: 'POST' }),
      );
      navigate(localizedPath(language, editPath(id), defaultLanguage), { replace: true });
    } catch {
      setFailed(true);
    }
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void create();
  });

  return (
    <div className="listing-editor__new">
      <h2 id="listing-editor-title">{t('listingEditor:newTitle')}</h2>
      {failed ? (
        <div role="alert">
          <p>{t('listingEditor:errors.createFailed')}</p>
          <button type="button" className="button button--primary" onClick={create}>
            {t('trips:errors.retry')}
          </button>
          <Link to={localizedPath(language, LISTINGS_PATH, defaultLanguage)}>
            {t('listingEditor:backToListings')}
          </Link>
        </div>
      ) : (
        <p aria-busy="true" role="status">
          {t('listingEditor:creating')}
        </p>
      )}
    </div>
  );
}
