import { PLANS, type PlanKey } from '../../../contract/plans';

/** The welcome e-mail with the owner's first password (spec 3 §2.10: "credentials are e-mailed"). */
export function credentialsEmail(input: {
  ownerName: string;
  organizationName: string;
  slug: string;
  email: string;
  password: string;
  plan: PlanKey;
  trialEndsAt: Date;
  publicUrl: string;
}): { subject: string; body: string } {
  const trialEnd = input.trialEndsAt.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  return {
    subject: `Bem-vindo ao Vendaí — acesso da ${input.organizationName}`,
    body: [
      `Olá, ${input.ownerName}!`,
      '',
      `A organização ${input.organizationName} foi criada no plano ${PLANS[input.plan].name}, com teste grátis até ${trialEnd}.`,
      '',
      `Acesse: ${input.publicUrl}/login?org=${input.slug}`,
      `Email: ${input.email}`,
      `Senha: ${input.password}`,
      '',
      'Troque a senha depois do primeiro acesso, na tela de usuários.',
    ].join('\n'),
  };
}
