import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import { Box, CircularProgress, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Message } from '../../../../../contract/inbox';
import { useAppTranslate } from '../../../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../../../providers/dataProvider';
import { downloadMedia } from '../../../../ui/useMediaSource';
import { formatFileSize } from '../rules';

/** Any other file (spec 2 §2.4): its name and size, downloaded when asked. */
export const FileMedia = ({ message }: { message: Message }) => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = message.mediaFilename ?? t('app.chat.media.defaultFilename');
  const size = formatFileSize(message.mediaSize);
  const url = message.mediaUrl;

  const download = async () => {
    if (!url) return;
    setDownloading(true);
    setFailed(false);
    try {
      await downloadMedia(dataProvider, url, name);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <InsertDriveFileIcon fontSize="large" aria-hidden />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" fontWeight={600} noWrap title={name}>
          {name}
        </Typography>
        {size && <Typography variant="caption">{size}</Typography>}
        {failed && (
          <Typography variant="caption" role="status" sx={{ display: 'block' }}>
            {t('app.chat.media.failed')}
          </Typography>
        )}
      </Box>
      {url && (
        <IconButton
          color="inherit"
          onClick={download}
          disabled={downloading}
          aria-label={t('app.chat.media.download', { name })}
        >
          {downloading ? <CircularProgress size={20} color="inherit" /> : <DownloadIcon />}
        </IconButton>
      )}
    </Box>
  );
};
