/** Where leads come from (issue 29): the source chip of the board and the lead page. */
export const leadSourcesPtBR = {
  chip: {
    label: 'Origem: %{name}',
  },
  kinds: {
    whatsapp_direct: 'WhatsApp direto',
    ctwa_ad: 'Anúncio de clique para WhatsApp',
    portal: 'Portal',
    site: 'Site da loja',
    import: 'Importado',
    manual: 'Cadastro manual',
  },
  adHeadline: 'Anúncio: %{headline}',
};
