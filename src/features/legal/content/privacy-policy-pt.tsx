import {
  APPLICATION_RETENTION_YEARS,
  CNPD_URL,
  PRIVACY_POLICY_UPDATED,
  DATA_PROTECTION_OFFICER_EMAIL,
  SERVICES_EMAIL,
} from '@/lib/legal-facts';
import { formatLongDate } from '@/lib/data/dates';

/**
 * The privacy policy in Portuguese: the information of article 13 of the GDPR for the housing application and the
 * alerts, and what the device keeps (src/features/legal/privacy-policy.test.tsx holds it to what the app keeps).
 */
export function Text() {
  return (
    <>
      <p>
        Última atualização:{' '}
        <time dateTime={PRIVACY_POLICY_UPDATED}>{formatLongDate(PRIVACY_POLICY_UPDATED, 'pt')}</time>.
      </p>
      <p>
        Esta política diz que dados pessoais o sítio SASUMA recolhe, para quê, por quanto tempo e que direitos
        tem sobre eles. Recolhem dados pessoais o formulário da candidatura ao alojamento e, se os ligar, os
        alertas.
      </p>

      <h2>Responsável pelo tratamento</h2>
      <p>
        Universidade da Madeira, através dos seus Serviços de Ação Social (SAS), Campus Universitário da
        Penteada, 9020-105 Funchal. Contacto: <a href={`mailto:${SERVICES_EMAIL}`}>{SERVICES_EMAIL}</a>.
      </p>

      <h2>Encarregado da proteção de dados</h2>
      <p>
        Pode contactar o encarregado da proteção de dados da Universidade da Madeira em{' '}
        <a href={`mailto:${DATA_PROTECTION_OFFICER_EMAIL}`}>{DATA_PROTECTION_OFFICER_EMAIL}</a>, sobre
        qualquer questão relativa aos seus dados.
      </p>

      <h2>Que dados e para que finalidade</h2>
      <p>
        O formulário de candidatura recolhe o concurso a que se candidata, o nome completo, o número de aluno
        (se o tiver), o distrito e a localidade de residência, se é aluno da Universidade, o telemóvel, o
        e-mail e as datas de entrada e de saída pretendidas. Servem apenas para apreciar e decidir a sua
        candidatura ao alojamento na residência universitária e para o contactar sobre ela.
      </p>
      <p>
        Os campos obrigatórios são os necessários para apreciar a candidatura: sem eles, a candidatura não
        pode ser considerada. Não há decisões tomadas só por meios automáticos nem definição de perfis.
      </p>

      <h2>Fundamento jurídico</h2>
      <p>
        O tratamento é necessário para as diligências que pede antes do contrato de alojamento (artigo 6.º,
        n.º 1, alínea b), do Regulamento Geral sobre a Proteção de Dados, RGPD) e para o exercício da função
        de interesse público de ação social no ensino superior que a lei atribui à Universidade (alínea e) do
        mesmo número).
      </p>

      <h2>Destinatários</h2>
      <p>
        Os dados são tratados apenas pelos trabalhadores dos Serviços de Ação Social que gerem o alojamento e,
        se for o caso, pelos órgãos da Universidade que decidem sobre a candidatura. Não são cedidos a
        terceiros nem transferidos para fora da União Europeia, salvo quando a lei o imponha.
      </p>

      <h2>Prazo de conservação</h2>
      <p>
        Uma candidatura é conservada durante {APPLICATION_RETENTION_YEARS} anos a contar da data em que é
        recebida, e depois apagada automaticamente.
      </p>

      <h2>Alertas</h2>
      <p>
        Se ligar os alertas (a ementa do dia, um prato que quer, os prazos do alojamento), o servidor guarda a
        subscrição de notificações do seu navegador (um endereço do serviço de notificações e as chaves para
        cifrar as mensagens), os restaurantes, as refeições e as horas escolhidas, as palavras dos pratos que
        quer, se quer os lembretes do alojamento e a língua. Servem apenas para lhe enviar os alertas que
        pediu. O fundamento é o seu consentimento (artigo 6.º, n.º 1, alínea a), do RGPD), que retira a
        qualquer momento desligando os alertas.
      </p>
      <p>
        Cada alerta é entregue pelo serviço de notificações do fabricante do seu navegador (por exemplo, a
        Google para o Chrome, a Mozilla para o Firefox, a Apple para o Safari), que pode estar fora da União
        Europeia. A mensagem vai cifrada de ponta a ponta: esse serviço não lê o conteúdo, mas vê o endereço
        da subscrição, a hora e o tamanho de cada mensagem. Os dados dos alertas são apagados quando os
        desliga (no ecrã dos alertas ou em «Os meus dados neste dispositivo») ou quando o serviço de
        notificações diz que a subscrição deixou de existir.
      </p>

      <h2>Os seus direitos</h2>
      <p>
        Tem o direito de aceder aos seus dados, de os retificar, de pedir o seu apagamento, a limitação do
        tratamento ou a sua portabilidade, e de se opor ao tratamento, nos termos dos artigos 15.º a 21.º do
        RGPD. Para os exercer, escreva ao encarregado da proteção de dados ou aos Serviços de Ação Social.
      </p>
      <p>
        Tem também o direito de apresentar reclamação à autoridade de controlo, a{' '}
        <a href={CNPD_URL}>Comissão Nacional de Proteção de Dados (CNPD)</a>.
      </p>

      <h2>O que fica no seu dispositivo</h2>
      <p>
        Para funcionar sem ligação, a aplicação guarda no seu dispositivo, e só nele: o rascunho da
        candidatura enquanto a preenche; cada candidatura até o servidor a receber (se estiver sem ligação,
        fica à espera e é enviada depois); depois de recebida, apenas a referência, o concurso e o estado; a
        língua escolhida; as escolhas da ementa (a dieta, os alergénios e a hora limite), que nunca saem do
        dispositivo — uma alergia é um dado de saúde; as escolhas dos alertas; e os conteúdos públicos já
        vistos (ementas, avisos, notícias, documentos). Pode ver e apagar tudo isto em «Guardado para
        offline», no rodapé de cada página, em «Os meus dados neste dispositivo»; apagar desliga também os
        alertas.
      </p>
      <p>O sítio não usa cookies nem ferramentas de medição de audiência, e não carrega nada de terceiros.</p>
    </>
  );
}
