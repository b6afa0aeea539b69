/**
 * What a seed PDF says (LAW-06): a page or two that reads like the document its title names (a regulation's
 * articles, a price table, a form to fill in, a list, a notice), in Portuguese as the office publishes it. Lines
 * starting with "# " are headings; "" is a blank line; "\f" starts a new page; a tab parts a table's two columns. Written here, not stored: the seed
 * stays small and every PDF is made when the database is seeded.
 */

export type PdfKind = 'regulation' | 'prices' | 'form' | 'list' | 'report' | 'notice';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function pdfKind(title: string): PdfKind {
  const words = fold(title);
  if (/formulario|requerimento|minuta|declaracao/.test(words)) return 'form';
  if (/precario|preco|tabela de precos|tarifas/.test(words)) return 'prices';
  if (/lista|colocados|ordenacao|estatistica|quadros|alergenios/.test(words)) return 'list';
  if (/regulamento|normas|codigo|despacho|lei n|decreto|protocolo|plano de contingencia/.test(words))
    return 'regulation';
  if (/relatorio|plano de atividades|orcamento|contas|mapas|inquerito|plano de gestao|haccp/.test(words))
    return 'report';
  return 'notice';
}

const REGULATION = [
  '# Artigo 1.º — Objeto',
  'O presente documento estabelece as regras aplicáveis aos estudantes da Universidade da Madeira que utilizam os serviços prestados pelos Serviços de Ação Social (SAS), nos termos do Decreto-Lei n.º 129/93, de 22 de abril, na sua redação atual.',
  '',
  '# Artigo 2.º — Âmbito',
  '1. Estão abrangidos os estudantes inscritos em cursos de licenciatura, mestrado, doutoramento e cursos técnicos superiores profissionais.',
  '2. Podem ainda beneficiar destes serviços os estudantes em programas de mobilidade, nas condições definidas pelos SAS.',
  '',
  '# Artigo 3.º — Direitos dos utentes',
  'a) Ser informado, de forma clara e atempada, das condições de acesso e dos preços em vigor;',
  'b) Apresentar sugestões e reclamações, por escrito ou através do Livro de Reclamações;',
  'c) Ver tratados os seus dados pessoais apenas para as finalidades previstas e pelo período necessário.',
  '',
  '# Artigo 4.º — Deveres dos utentes',
  'a) Cumprir as normas de funcionamento e as instruções dos funcionários dos SAS;',
  'b) Zelar pela boa conservação das instalações e dos equipamentos;',
  'c) Comunicar aos SAS qualquer alteração dos dados prestados no momento da candidatura.',
  '\f',
  '# Artigo 5.º — Procedimento',
  '1. Os pedidos são apresentados nos prazos fixados em edital, através da aplicação dos SAS ou presencialmente no Gabinete de Atendimento, no Campus da Penteada.',
  '2. Os SAS decidem no prazo de 30 dias úteis a contar da data de entrega do processo completo.',
  '3. Da decisão cabe reclamação para o Administrador dos SAS, no prazo de 15 dias úteis.',
  '',
  '# Artigo 6.º — Incumprimento',
  'O incumprimento reiterado das presentes normas pode determinar a suspensão do acesso ao serviço, após audiência prévia do interessado, nos termos do Código do Procedimento Administrativo.',
  '',
  '# Artigo 7.º — Casos omissos',
  'Os casos omissos e as dúvidas de interpretação são resolvidos por despacho do Administrador dos SAS.',
  '',
  '# Artigo 8.º — Entrada em vigor',
  'O presente documento entra em vigor no dia seguinte ao da sua publicação no sítio dos SAS.',
  '',
  'Funchal, Campus Universitário da Penteada.',
  'O Administrador dos Serviços de Ação Social',
];

const FOOD_PRICES: readonly [string, string][] = [
  ['Refeição social (prato do dia, sopa, pão, sobremesa)', '3,25 €'],
  ['Refeição para docentes e funcionários', '4,90 €'],
  ['Refeição para visitantes', '7,50 €'],
  ['Prato vegetariano (preço de refeição social)', '3,25 €'],
  ['Senha de refeição — pacote de 10', '32,50 €'],
  ['Sopa avulsa', '0,80 €'],
  ['Sobremesa avulsa (fruta ou doce)', '0,70 €'],
  ['Café', '0,60 €'],
  ['Água 0,5 l', '0,55 €'],
  ['Sandes mista', '1,60 €'],
];

const HOUSING_PRICES: readonly [string, string][] = [
  ['Quarto individual — bolseiro (mensal)', '95,00 €'],
  ['Quarto individual — não bolseiro (mensal)', '180,00 €'],
  ['Quarto duplo — bolseiro (mensal, por estudante)', '75,00 €'],
  ['Quarto duplo — não bolseiro (mensal, por estudante)', '140,00 €'],
  ['Estadia curta (por noite)', '18,00 €'],
  ['Caução (devolvida no fim da estadia)', '100,00 €'],
  ['Lavandaria — ciclo de lavagem', '1,50 €'],
  ['Lavandaria — ciclo de secagem', '1,00 €'],
  ['Estacionamento — residente (mensal)', '10,00 €'],
  ['Segunda via do cartão de acesso', '5,00 €'],
];

const FORM = [
  'Preencha em letra legível e entregue no Gabinete de Atendimento dos SAS ou envie para sas@uma.pt.',
  '',
  '# 1. Identificação do estudante',
  'Nome completo: ______________________________________________________________',
  'N.º de estudante: _______________    Curso: ______________________________________',
  'Documento de identificação: _________________    NIF: _______________________',
  'Morada: ______________________________________________________________________',
  'Telemóvel: _________________    Correio eletrónico: _____________________________',
  '',
  '# 2. Pedido',
  'Descreva a situação e o apoio que solicita:',
  '______________________________________________________________________________',
  '______________________________________________________________________________',
  '______________________________________________________________________________',
  '',
  '# 3. Documentos entregues',
  '[  ] Declaração de rendimentos do agregado familiar    [  ] Comprovativo de matrícula',
  '[  ] Comprovativo de IBAN                              [  ] Outros: ______________________',
  '',
  '# 4. Declaração',
  'Declaro, sob compromisso de honra, que as informações prestadas são verdadeiras. Tomei conhecimento de que os meus dados pessoais são tratados pelos SAS para a apreciação deste pedido.',
  '',
  'Funchal, ____ de __________ de ______      Assinatura: ______________________',
];

const NOTICE = [
  'Torna-se público que os Serviços de Ação Social da Universidade da Madeira (SAS) dão a conhecer o presente documento, nos termos e para os efeitos seguintes.',
  '',
  '# 1. Destinatários',
  'Estudantes da Universidade da Madeira e demais interessados.',
  '',
  '# 2. Prazos',
  'Os prazos aplicáveis são os indicados no sítio dos SAS e na aplicação, contando-se em dias úteis.',
  '',
  '# 3. Apresentação de pedidos e esclarecimentos',
  'Os pedidos são apresentados através da aplicação dos SAS ou no Gabinete de Atendimento, no Campus da Penteada, de segunda a sexta-feira, das 09:00 às 12:30 e das 14:00 às 17:00.',
  'Esclarecimentos: +351 291 209 400 ou sas@uma.pt.',
  '',
  '# 4. Publicidade',
  'O presente documento é publicado no sítio dos SAS e afixado no Gabinete de Atendimento.',
  '',
  'Funchal, Campus Universitário da Penteada.',
  'O Administrador dos Serviços de Ação Social',
];

const REPORT = [
  '# 1. Enquadramento',
  'Os Serviços de Ação Social da Universidade da Madeira (SAS) asseguram o alojamento, a alimentação, as bolsas de estudo e o apoio social aos estudantes. Este documento apresenta a atividade e os meios do período a que respeita.',
  '',
  '# 2. Indicadores de atividade\tValor',
  'Refeições servidas na Cantina e no Restaurante Académico\t186 420',
  'Camas disponíveis na Residência Universitária\t148',
  'Taxa de ocupação média da Residência\t94 %',
  'Requerimentos de bolsa de estudo analisados\t1 512',
  'Apoios do Fundo de Apoio de Emergência\t87',
  'Satisfação global dos utentes (escala de 1 a 5)\t4,1',
  '',
  '# 3. Execução orçamental (euros)\tMontante',
  'Receitas próprias (alimentação e alojamento)\t1 102 350',
  'Transferências do Orçamento do Estado\t1 846 000',
  'Despesas com pessoal\t1 391 870',
  'Aquisição de bens e serviços\t1 214 640',
  'Investimento\t268 900',
  '',
  '# 4. Objetivos para o período seguinte',
  'a) Reduzir o desperdício alimentar nas cantinas em 15 %;',
  'b) Renovar as cozinhas comuns e a lavandaria da Residência;',
  'c) Decidir os requerimentos de bolsa em menos de 45 dias, em média;',
  'd) Disponibilizar todos os serviços na aplicação dos SAS, também sem rede.',
  '',
  'Funchal, Campus Universitário da Penteada.',
  'O Administrador dos Serviços de Ação Social',
];

function table(rows: readonly [string, string][], heads: [string, string]): string[] {
  // A tab parts the columns: the PDF writer puts the second one at a fixed place on the right.
  const row = ([left, right]: readonly [string, string]) => `${left}\t${right}`;
  return [`# ${row(heads)}`, ...rows.map(row)];
}

function list(title: string): string[] {
  const names = [
    'Ana Beatriz Freitas',
    'Bruno Miguel Abreu',
    'Carolina Sousa Pestana',
    'Diogo Teixeira Nunes',
    'Eduarda Gouveia Santos',
    'Filipe Andrade Jardim',
    'Gabriela Camacho Vieira',
    'Henrique Nóbrega Silva',
    'Inês Rodrigues Fernandes',
    'João Correia Gonçalves',
  ];
  if (/alergen/.test(fold(title)))
    return table(
      [
        ['Glúten (trigo, centeio, cevada, aveia)', 'Sim'],
        ['Crustáceos', 'Não'],
        ['Ovos', 'Sim'],
        ['Peixe', 'Sim'],
        ['Amendoins', 'Não'],
        ['Soja', 'Sim'],
        ['Leite e derivados', 'Sim'],
        ['Frutos de casca rija', 'Não'],
        ['Aipo', 'Sim'],
        ['Mostarda', 'Não'],
        ['Sementes de sésamo', 'Não'],
        ['Sulfitos', 'Não'],
        ['Tremoço', 'Não'],
        ['Moluscos', 'Não'],
      ],
      ['Alergénio (Regulamento (UE) n.º 1169/2011)', 'Nas ementas'],
    );
  if (/estatistic|quadros/.test(fold(title)))
    return table(
      [
        ['Requerimentos apresentados', '1 512'],
        ['Bolsas atribuídas', '1 308'],
        ['Requerimentos indeferidos', '171'],
        ['Processos em análise a 31 de julho', '33'],
        ['Bolsa média anual', '1 942 €'],
        ['Estudantes com complemento de alojamento', '412'],
      ],
      ['Indicador', 'Valor'],
    );
  return [
    'Lista ordenada pela classificação final, nos termos do edital. Da presente lista cabe reclamação no prazo de 10 dias úteis.',
    '',
    ...table(
      names.map((name, i) => [
        `${String(i + 1).padStart(2, ' ')}.  ${name}`,
        (18.75 - i * 0.85).toFixed(2).replace('.', ','),
      ]),
      ['Candidato', 'Classificação'],
    ),
  ];
}

/** The body of the PDF titled `title` (a document's title and, in `subtitle`, which of its files this is). */
export function pdfBody(title: string, subtitle = ''): string[] {
  const words = fold(`${title} ${subtitle}`);
  // The file says best what it is ("Formulário de candidatura" of a regulation); else the document's title.
  const kind = subtitle && pdfKind(subtitle) !== 'notice' ? pdfKind(subtitle) : pdfKind(title);
  switch (kind) {
    case 'regulation':
      return REGULATION;
    case 'prices':
      return [
        'Preços em vigor, IVA incluído à taxa legal. Aprovados por despacho do Administrador dos SAS.',
        '',
        ...table(/aloja|residencia|estaciona/.test(words) ? HOUSING_PRICES : FOOD_PRICES, [
          'Serviço',
          'Preço',
        ]),
        '',
        'Os bolseiros da DGES e do Fundo de Apoio de Emergência pagam o preço de bolseiro mediante apresentação do cartão de estudante.',
      ];
    case 'form':
      return FORM;
    case 'list':
      return list(`${title} ${subtitle}`);
    case 'report':
      return REPORT;
    default:
      return NOTICE;
  }
}
