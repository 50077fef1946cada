import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Message } from '../../../../contract/inbox';
import type { TemplateRecord } from '../../../../contract/message-templates';
import { templateVariables } from '../../../../contract/template-text';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { TemplateBubble } from '../../../ui/TemplateBubble';
import { useToast } from '../../../ui/useToast';
import { errorDetailOf } from './sendErrors';

interface TemplatePickerProps {
  conversationId: string;
  instanceId: string;
  onSent: (message: Message) => void;
}

const useApprovedTemplates = (instanceId: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['approved-templates', instanceId],
    queryFn: async () =>
      (
        await dataProvider.getList<TemplateRecord>('message-templates', {
          pagination: { page: 1, perPage: 100 },
          sort: { field: 'name', order: 'ASC' },
          filter: { instanceId, status: 'APPROVED' },
        })
      ).data,
  });
};

/**
 * The composer once the 24-hour window closed (official numbers): only an approved template may go.
 * The operator picks one, fills its variables and sees the bubble as the customer will.
 */
export const TemplatePicker = ({ conversationId, instanceId, onSent }: TemplatePickerProps) => {
  const t = useAppTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: templates = [], isPending } = useApprovedTemplates(instanceId);
  const [templateId, setTemplateId] = useState('');
  const [values, setValues] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const chosen = templates.find((template) => template.id === templateId);
  const count = chosen ? new Set(templateVariables(chosen.body)).size : 0;
  const filled = Array.from({ length: count }, (_, index) => values[index] ?? '');
  // A picture or document header read from Meta's account has no file to send: the server refuses it.
  const noSample = chosen?.headerMedia?.hasSample === false;
  const canSend =
    chosen !== undefined && !noSample && !sending && filled.every((value) => value.trim() !== '');

  const send = async () => {
    if (!chosen || !canSend) return;
    setSending(true);
    try {
      const answer = await dataProvider.sendConversationTemplate(conversationId, {
        templateId: chosen.id,
        variables: filled.map((value) => value.trim()),
      });
      onSent(answer.message);
      toast({ title: 'app.templates.window.sent', type: 'success' });
      setTemplateId('');
      setValues([]);
    } catch (error) {
      toast({ title: 'app.templates.window.failed', detail: errorDetailOf(error), type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ p: 1, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        <strong>{t('app.templates.window.closed')}</strong> — {t('app.templates.window.explain')}
      </Alert>
      {isPending ? (
        <CircularProgress size={22} />
      ) : templates.length === 0 ? (
        <Alert severity="warning">{t('app.templates.window.none')}</Alert>
      ) : (
        <Stack spacing={1}>
          <TextField
            select
            size="small"
            label={t('app.templates.window.pick')}
            value={templateId}
            onChange={(event) => {
              setTemplateId(event.target.value);
              setValues([]);
            }}
          >
            {templates.map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
          {filled.map((value, index) => (
            <TextField
              // biome-ignore lint/suspicious/noArrayIndexKey: one input per variable number
              key={index}
              size="small"
              label={t('app.templates.window.variable', { n: index + 1 })}
              value={value}
              onChange={(event) =>
                setValues((current) => {
                  const next = [...current];
                  next[index] = event.target.value;
                  return next;
                })
              }
            />
          ))}
          {chosen && (
            <TemplateBubble
              label={t('app.templates.preview')}
              header={chosen.header}
              media={chosen.headerMedia}
              body={chosen.body}
              footer={chosen.footer}
              buttons={chosen.buttons}
              values={filled}
            />
          )}
          {noSample && <Alert severity="warning">{t('app.templates.window.noSample')}</Alert>}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              startIcon={sending ? <CircularProgress size={16} /> : <SendIcon />}
              disabled={!canSend}
              onClick={() => void send()}
            >
              {t('app.templates.window.send')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
};
