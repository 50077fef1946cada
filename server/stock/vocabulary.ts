/** Words of pt-BR car-shopping messages, accent-free and in lower case (see `normalizeWords`). */

/** Words that never name a car: dropped before the make/model search. */
export const STOPWORDS = new Set(
  `a o as os um uma uns umas de do da dos das e ou com sem pra pro para por que q qual quais quanto quanta
  quantos tem tinha teria tiver ter temos voces vcs vc voce senhor senhora quero queria gostaria procuro
  procurando busco buscando preciso precisava carro carros carrinho veiculo veiculos modelo modelos algum
  alguma alguns algumas custa custando valor valores preco precos sai sair fica ta tah esta estao ai ainda
  disponivel disponiveis estoque loja oi ola bom dia boa tarde noite tudo bem obrigado obrigada me mim meu
  minha se no na nos nas em ate mais menos mil reais real ano anos km rodado rodagem pouco pouca cor cambio
  versao completo completa barato barata baratinho opcao opcoes mostrar mostra manda mandar foto fotos ver
  interesse interessado interessada financiar financiamento financiado entrada parcela parcelas troca seria
  sera tipo assim algo coisa novo nova novos seminovo seminovos usado usados favor pfv pf ok show legal tbm
  tambem so acima abaixo partir cima entre faixa volta torno perto cerca maximo minimo pelo pela depois antes
  outro outra outros esse essa esses essas este esta isso aquele aquela hoje agora ja sim nao tudo mesmo
  gasto gastar pagar pago tenho posso pode podem seja sao era foi ser estou to tou vou vamos bora cade ne
  automatico automatica automaticos manual diesel flex hibrido eletrico gasolina alcool branco branca preto
  preta prata cinza vermelho vermelha azul verde marrom laranja bege dourado suv suvs sedan seda sedans hatch
  hatches picape picapes pickup caminhonete caminhonetes van minivan utilitario utilitarios porta portas
  motor turbo top zero okm valeu beleza blz kkk rs`.split(/\s+/),
);

/** Makes and models sold in Brazil, so a car the shop does not carry is still recognised as asked. */
export const KNOWN_CAR_WORDS = new Set(
  `chevrolet volkswagen fiat ford hyundai toyota honda renault jeep nissan peugeot citroen mitsubishi kia
  bmw mercedes audi volvo chery caoa byd gwm ram land rover porsche suzuki subaru jac lifan dodge
  onix prisma celta corsa cruze tracker spin cobalt montana s10 trailblazer equinox camaro agile classic
  gol voyage fox polo virtus tcross nivus taos tiguan jetta saveiro amarok up golf fusca passat kombi
  uno mobi argo cronos toro strada pulse fastback palio siena grand idea punto doblo fiorino ducato freemont
  ka fiesta focus ecosport ranger fusion edge territory maverick bronco
  hb20 hb20s creta tucson santa fe ix35 azera elantra i30
  corolla cross yaris etios hilux sw4 rav4 camry prius
  civic city fit hrv wrv crv accord
  kwid sandero logan duster captur oroch stepway master kardian
  renegade compass commander wrangler cherokee
  kicks versa sentra frontier march livina
  208 2008 3008 308 408 partner expert
  c3 c4 cactus aircross jumpy
  lancer pajero outlander asx l200 eclipse
  sportage cerato sorento picanto soul stonic
  tiggo arrizo dolphin song yuan seal haval`.split(/\s+/),
);

/** Short forms customers write for makes. */
export const MAKE_ALIASES: Record<string, string> = {
  vw: 'volkswagen',
  volks: 'volkswagen',
  wolks: 'volkswagen',
  chevy: 'chevrolet',
  gm: 'chevrolet',
  hb: 'hb20',
};

export const COLORS: Record<string, string> = {
  branco: 'branco',
  branca: 'branco',
  preto: 'preto',
  preta: 'preto',
  prata: 'prata',
  cinza: 'cinza',
  vermelho: 'vermelho',
  vermelha: 'vermelho',
  azul: 'azul',
  verde: 'verde',
  marrom: 'marrom',
  laranja: 'laranja',
  bege: 'bege',
  dourado: 'dourado',
};
