/** The shop's financing table on `/settings` and the trade-in on the lead's page (issue 24). */
export const financingPtBR = {
  section: 'Financiamento',
  help: 'Tabela que a IA e a equipe usam para simular parcelas (tabela Price). Taxas em % ao mês.',
  minDownPayment: 'Entrada mínima (%)',
  bankName: 'Banco',
  monthlyRate: 'Taxa ao mês (%)',
  maxTerm: 'Prazo máximo (meses)',
  addBank: 'Adicionar banco',
  removeBank: 'Remover banco',
  save: 'Salvar financiamento',
  saved: 'Tabela de financiamento salva!',
  saveFailed: 'Erro ao salvar a tabela de financiamento',
  loadFailed: 'Não foi possível carregar a tabela de financiamento',
};

export const leadFinancingPtBR = {
  title: 'Financiamento',
  interested: 'Pediu simulação de financiamento em %{date}.',
  none: 'O cliente ainda não pediu simulação de financiamento.',
  simulations: 'Simulações da IA',
  noSimulations: 'Nenhuma simulação da IA registrada na conversa.',
};

export const tradeInPtBR = {
  title: 'Usado na troca',
  none: 'Nenhum usado registrado para este lead.',
  loadFailed: 'Não foi possível carregar o usado.',
  km: '%{km} km',
  plate: 'Placa %{plate}',
  notes: 'Estado: %{notes}',
  reference: 'Referência %{source} (%{month}): %{value}',
  noReference: 'Sem valor de referência na tabela.',
  sources: { fipe: 'FIPE', builtin: 'tabela interna' },
  byAi: 'Registrado pela IA',
  byStaff: 'Registrado pela equipe',
  photo: 'Foto %{n} do usado',
  photoFailed: 'Foto indisponível',
  evaluation: 'O valor final depende da avaliação presencial.',
  register: 'Registrar usado',
  edit: 'Editar usado',
  save: 'Salvar usado',
  saved: 'Usado salvo!',
  saveFailed: 'Erro ao salvar o usado',
  fields: {
    make: 'Marca',
    model: 'Modelo',
    year: 'Ano do modelo',
    km: 'Quilometragem',
    plate: 'Placa (opcional)',
    conditionNotes: 'Estado do carro',
  },
};
