import { Button } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { importKindSpec, isImportKind } from '@ginuma/domain';
import { userCanAccess } from '../providers/canAccess';
import { useWorkspace } from '../workspace/useWorkspace';

/** On an empty list of a kind a file can bring in: the Import page, that kind chosen. Nothing for another list or role. */
export function ImportFromFileButton({ resource }: { resource: string }) {
  const translate = useTranslate();
  const { base, user } = useWorkspace();
  if (!isImportKind(resource) || !userCanAccess(user, 'create', 'imports') || !userCanAccess(user, 'create', importKindSpec(resource).permission)) return null;
  return (
    <Button component={RouterLink} to={`${base}/imports?kind=${resource}`} variant="outlined" startIcon={<UploadFileOutlinedIcon />}>
      {translate('imports.from_file')}
    </Button>
  );
}
