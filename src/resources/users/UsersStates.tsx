import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { ListEmpty, ListLoadError, ListLoading } from '../../ui/ListStates';

/** The users list's loading, error and empty states, in the app's shared list states (`src/ui/`). */

export const UsersLoading = () => {
  const t = useAppTranslate();
  return <ListLoading label={t('app.simpleUsers.loading')} />;
};

export const UsersError = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const t = useAppTranslate();
  return <ListLoadError title={t('app.simpleUsers.loadError')} message={message} onRetry={onRetry} />;
};

export const UsersEmpty = ({ onCreate }: { onCreate: () => void }) => {
  const t = useAppTranslate();
  return (
    <ListEmpty
      icon={GroupAddIcon}
      title={t('resources.users.empty')}
      text={t('resources.users.invite')}
      headingComponent="h2"
      action={
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={onCreate}>
          {t('app.simpleUsers.createFirstUser')}
        </Button>
      }
    />
  );
};
