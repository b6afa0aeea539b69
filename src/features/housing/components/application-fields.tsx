import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, type FormEventHandler, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type {
  ApplicationField,
  HousingApplication,
  HousingApplicationInput,
} from '@/contract/housing-application';
import type { ContestTypeOption } from '@/contract/housing-contests';
import { useLangParam } from '@/lib/use-locale';
import { PrivacyNotice } from './privacy-notice';

/** The form's own fields besides the contest: text, choice and date inputs, and the two honeypots. */
export type BoundField = Exclude<ApplicationField, 'concurso'> | 'enviarPorEmail' | 'morada';

/**
 * How an input is wired: react-hook-form's `register` once the form's library is loaded, or just a name and the
 * starting value before (application-form.tsx), so the markup is the same either way.
 */
export type FieldBinding =
  UseFormRegisterReturn | { name: BoundField; defaultValue?: string; defaultChecked?: boolean };

export type ContestSelectBinding = Pick<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & { ref?: Ref<HTMLSelectElement> };

export interface ApplicationFormProps {
  contestTypes: ContestTypeOption[];
  initialValues: Partial<HousingApplicationInput>;
  /** Field error codes from the server (a rejected application), shown on their fields. */
  serverErrors?: Record<string, string>;
  submitting: boolean;
  onSubmit: (application: HousingApplication) => void;
}

/** What the student did in the plain fields before the form's library came: it carries over (application-form.tsx). */
export interface TypedBeforeLoad {
  /** The fields changed by hand, with their values: checked as soon as the library is there. */
  values: Partial<HousingApplicationInput>;
  focus?: { name: BoundField | 'concurso'; selection?: [number, number] };
}

export interface ApplicationFieldsProps {
  contestTypes: ContestTypeOption[];
  contest: ContestSelectBinding;
  bind: (name: BoundField) => FieldBinding;
  /** Worded error of each field that has one. */
  errors: Partial<Record<ApplicationField, string>>;
  canSubmit: boolean;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onChange?: FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
}

/** The housing application's markup (spec section 5): labels, inputs, their errors, cancel and submit. */
export function ApplicationFields({
  contestTypes,
  contest,
  bind,
  errors,
  canSubmit,
  submitting,
  onSubmit,
  onChange,
  formRef,
}: ApplicationFieldsProps) {
  const { t } = useLingui();
  const lang = useLangParam();
  return (
    <form ref={formRef} className="application-form" noValidate onSubmit={onSubmit} onChange={onChange}>
      <Field label={t`Tipo de concurso`} error={errors.concurso}>
        {(id, describedBy) => (
          <select id={id} aria-describedby={describedBy} name="concurso" {...contest}>
            {contestTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t`Nome completo`} error={errors.nomecompleto}>
        {(id, describedBy) => (
          <input id={id} aria-describedby={describedBy} autoComplete="name" {...bind('nomecompleto')} />
        )}
      </Field>
      <Field label={t`Número de aluno`} optional error={errors.numeroaluno}>
        {(id, describedBy) => (
          <input id={id} aria-describedby={describedBy} inputMode="numeric" {...bind('numeroaluno')} />
        )}
      </Field>
      <Field label={t`Distrito`} error={errors.distrito}>
        {(id, describedBy) => <input id={id} aria-describedby={describedBy} {...bind('distrito')} />}
      </Field>
      <Field label={t`Localidade`} error={errors.localidade}>
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            autoComplete="address-level2"
            {...bind('localidade')}
          />
        )}
      </Field>
      <Field label={t`Aluno da UMa`} error={errors.alunouma}>
        {(id, describedBy) => (
          <select id={id} aria-describedby={describedBy} {...bind('alunouma')}>
            <option value="">{t`Escolha uma opção`}</option>
            <option value="Sim">{t`Sim`}</option>
            <option value="Não">{t`Não`}</option>
          </select>
        )}
      </Field>
      <Field label={t`Telemóvel`} error={errors.telemovel}>
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            type="tel"
            autoComplete="tel"
            {...bind('telemovel')}
          />
        )}
      </Field>
      <Field label={t`Email`} error={errors.email}>
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            type="email"
            autoComplete="email"
            {...bind('email')}
          />
        )}
      </Field>
      <Field label={t`Data de entrada`} error={errors.dataentrada}>
        {(id, describedBy) => (
          <input id={id} aria-describedby={describedBy} type="date" {...bind('dataentrada')} />
        )}
      </Field>
      <Field label={t`Data de saída`} error={errors.datasaida}>
        {(id, describedBy) => (
          <input id={id} aria-describedby={describedBy} type="date" {...bind('datasaida')} />
        )}
      </Field>

      {/* Honeypots: hidden from people and assistive technology; a bot fills them and is quietly ignored. */}
      <div className="honeypot" aria-hidden="true">
        <label>
          enviarPorEmail
          <input type="checkbox" tabIndex={-1} autoComplete="off" {...bind('enviarPorEmail')} />
        </label>
        <label>
          morada
          <input type="text" tabIndex={-1} autoComplete="off" {...bind('morada')} />
        </label>
      </div>

      {/* Read before the data is sent: the notice comes right before the submit button (GDPR art. 13). */}
      <PrivacyNotice />
      <div className="application-form__actions">
        <Link to="/{-$lang}/alojamento" params={{ lang }}>
          <Trans>Cancelar</Trans>
        </Link>
        <button type="submit" disabled={!canSubmit || submitting}>
          {submitting ? <Trans>A enviar…</Trans> : <Trans>Submeter</Trans>}
        </button>
      </div>
    </form>
  );
}

function Field({
  label,
  optional = false,
  error,
  children,
}: {
  label: string;
  optional?: boolean;
  error: string | undefined;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {optional ? (
          <span className="field__optional">
            {' '}
            <Trans>(opcional)</Trans>
          </span>
        ) : null}
      </label>
      {children(id, error ? errorId : undefined)}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
