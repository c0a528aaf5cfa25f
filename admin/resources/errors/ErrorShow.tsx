import {
  DateField,
  DeleteButton,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  type ShowProps,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { ErrorGroupDetail } from '../../../shared/errors/errorReports.ts';
import { ErrorBreadcrumbs, ErrorStack } from './LatestEvent.tsx';

/** Resolving deletes the group; it comes back, counting from one, if the error happens again. */
function ErrorShowActions() {
  return (
    <TopToolbar>
      <DeleteButton label="bosun.errorReports.resolve" mutationMode="pessimistic" />
    </TopToolbar>
  );
}

// The list's row is shown first while the group loads: it has no latestEvent yet.
/** The app an error came from, in words. */
function ProjectName({ project }: { project: string }) {
  const translate = useTranslate();
  return <span>{translate(`bosun.errorReports.project.${project}`, { _: project })}</span>;
}

export function ErrorShow(props: ShowProps) {
  return (
    <Show actions={<ErrorShowActions />} {...props}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="bosun.errorReports.summary">
          <TextField source="title" />
          <TextField source="culprit" emptyText="—" />
          <FunctionField
            source="project"
            render={(group: ErrorGroupDetail) => <ProjectName project={group.project} />}
          />
          <NumberField source="count" />
          <DateField source="firstSeenAt" showTime />
          <DateField source="lastSeenAt" showTime />
          <TextField source="release" emptyText="—" />
          <TextField source="environment" emptyText="—" />
          <TextField source="browser" emptyText="—" />
          <TextField source="url" emptyText="—" />
          <TextField source="latestEventId" />
          <FunctionField
            source="latestEvent.tags"
            render={(group: ErrorGroupDetail) => (
              <pre style={{ whiteSpace: 'pre-wrap' }}>
                {JSON.stringify(group.latestEvent?.tags ?? {}, null, 2)}
              </pre>
            )}
          />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.errorReports.stack">
          <Labeled label="bosun.errorReports.stack" fullWidth>
            <ErrorStack />
          </Labeled>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="bosun.errorReports.breadcrumbs">
          <ErrorBreadcrumbs />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
