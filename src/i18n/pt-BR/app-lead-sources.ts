/** Where leads come from (issue 29): the source chip of the board and the lead page. */
export const leadSourcesPtBR = {
  chip: {
    label: 'Origem: %{name}',
  },
  notOnWhatsapp: {
    label: 'Número sem WhatsApp',
    hint: 'A primeira mensagem não foi entregue em %{date}: entre em contato por telefone ou e-mail.',
  },
  noTemplate: {
    label: 'Sem modelo aprovado para o primeiro contato',
    hint: 'Em %{date} o número oficial não pôde iniciar a conversa: escolha um modelo aprovado na fonte de leads ou entre em contato por telefone ou e-mail.',
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
  status: { active: 'Ativa', revoked: 'Revogada' },
  url: {
    title: 'Endereço de recebimento: %{name}',
    once: 'Copie agora: por segurança, este endereço não será mostrado de novo. Se perder, gere um novo.',
    label: 'URL para o portal enviar leads (JSON)',
    olxLabel: 'URL no formato de leads da OLX',
    done: 'Copiei',
  },
  rotate: {
    button: 'Gerar novo endereço',
    title: 'Gerar novo endereço para %{name}?',
    content: 'O endereço atual deixa de funcionar na hora. Atualize-o no portal.',
    done: 'Novo endereço gerado',
    failed: 'Não foi possível gerar um novo endereço',
  },
  revoke: {
    button: 'Revogar',
    title: 'Revogar %{name}?',
    content: 'O portal não poderá mais enviar leads por este endereço. Os leads já recebidos continuam.',
    done: 'Fonte revogada',
    failed: 'Não foi possível revogar a fonte',
  },
};
