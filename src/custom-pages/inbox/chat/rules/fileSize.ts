const KB = 1024;
const MB = KB * 1024;

const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Spec 2 §9: a file's size in KB or MB with one decimal ('12,3 KB', '1,5 MB'); null when unknown. */
export const formatFileSize = (bytes: number | null | undefined): string | null => {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  return bytes < MB ? `${oneDecimal.format(bytes / KB)} KB` : `${oneDecimal.format(bytes / MB)} MB`;
};
