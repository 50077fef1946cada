/** The shop's own brand (white label): the logo setting of `/settings` and the header. */
export const brandingPtBR = {
  section: 'Marca da loja (white label)',
  logoUrl: 'URL do logotipo',
  logoUrlHelp:
    'Endereço https:// público de uma imagem (PNG, SVG ou JPG). Aparece no topo do app e na tela de login.',
  preview: 'Prévia do logotipo',
  save: 'Salvar logotipo',
  saved: 'Logotipo salvo!',
  saveFailed: 'Erro ao salvar logotipo',
  notInPlan:
    'O nome e o logotipo da loja no lugar da marca Vendaí estão disponíveis a partir do plano %{plan}. O endereço fica salvo para quando a loja mudar de plano.',
  active: 'No plano atual, o topo do app e a tela de login mostram "%{name}" e este logotipo.',
};
