import { useTranslate } from 'react-admin';
import { PageHeader } from '../workspace/PageHeader';
import { useWorkspace } from '../workspace/useWorkspace';
import { RecordList } from '../records/RecordList';
import { JOURNAL_SCREEN, journalLinks } from './journalScreens';

function JournalList({ deleted }: { deleted: boolean }) {
  const translate = useTranslate();
  const { base } = useWorkspace();
  const plural = translate('resources.journals.name', { smart_count: 2 });
  return (
    <>
      <PageHeader title={deleted ? translate('app.records.deleted_title', { name: plural }) : plural} />
      <RecordList screen={JOURNAL_SCREEN} deleted={deleted} links={journalLinks(base)} />
    </>
  );
}

export const JournalListPage = () => <JournalList deleted={false} />;
export const JournalDeletedListPage = () => <JournalList deleted />;
