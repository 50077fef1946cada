import { normalizeWords } from './search-text';

/**
 * Whether a customer's message asks to see the car ("tem foto?", "manda uma foto do corolla",
 * "quero ver o carro"), as customers write it. A customer offering photos of their own car (a trade
 * in) or asking to see the car in person (a visit) is not asking for a photo.
 */

const PHOTO_WORD = /\b(fotos?|fotinhas?|imagem|imagens)\b/;
/** The customer sends the photos: "vou mandar as fotos do meu", "segue a foto". */
const SENDING_OWN =
  /\b(vou|vo|posso|te|ja|eu) (te )?(mando|mandar|envio|enviar|mandei|enviei)\b|\b(segue|seguem)\b/;
const OWN_CAR = /\b(meu|minha|meus|minhas)\b/;
/** "ver o carro", "ver ele", "ver como ele esta", "ver o corolla" (not "ver o financiamento"). */
const SEE_CAR =
  /\b(ver|olhar|espiar) (ele|ela|esse|essa|este|esta|como (ele|ela|o carro|e|esta|ta)|(o|a) (?!financ|preco|valor|parcela|entrada|proposta|simulac|condic|horario|endereco|loja|local|document|contrato|laudo)[a-z0-9]+)\b/;
/** Seeing it in person is a visit, not a photo. */
const IN_PERSON =
  /\b(pessoalmente|de perto|ao vivo|visita|visitar|ir ai|passar ai|passo ai|na loja|test drive|amanha|hoje|sabado|domingo|semana)\b/;

export function asksToSeeCar(message: string): boolean {
  const text = normalizeWords(message);
  if (PHOTO_WORD.test(text)) return !SENDING_OWN.test(text) && !OWN_CAR.test(text);
  return SEE_CAR.test(text) && !IN_PERSON.test(text);
}
