import { useState } from 'react';
import { useDataProvider, usePermissions } from 'react-admin';
import type { Role } from '../../../contract/common';
import type { ContactExport } from '../../../contract/privacy';
import { canAccess } from '../../providers/canAccess';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useToast } from '../../ui/useToast';

function saveFile(text: string, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The export hands two files: the whole record as JSON and the messages as a spreadsheet. */
function saveExport(data: ContactExport): void {
  const day = data.exportedAt.slice(0, 10);
  saveFile(JSON.stringify(data, null, 2), 'application/json', `titular-${day}.json`);
  saveFile(data.messagesCsv, 'text/csv;charset=utf-8', `titular-${day}-mensagens.csv`);
}

/** The contact's rights on a lead (LGPD), for admins: the export, and the erasure dialog's state. */
export const useContactRights = (leadId: string | null | undefined) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions } = usePermissions<Role>();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const [erasing, setErasing] = useState(false);
  const allowed = Boolean(leadId) && canAccess(permissions, { resource: 'contact-data', action: 'delete' });

  const exportData = async () => {
    if (!leadId) return;
    setExporting(true);
    try {
      saveExport(await dataProvider.exportContactData(leadId));
      toast({ title: 'app.privacy.rights.exported', type: 'success' });
    } catch {
      toast({ title: 'app.privacy.rights.exportFailed', type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return {
    allowed,
    exporting,
    exportData,
    erasing,
    openErase: () => setErasing(true),
    closeErase: () => setErasing(false),
  };
};
