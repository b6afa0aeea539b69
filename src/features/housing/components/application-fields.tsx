import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, type FormEventHandler, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type {
  ApplicationField,
  FieldErrorCode,
  HousingApplication,
  HousingApplicationInput,
} from '@/contract/requests/housing-application';
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
  /**
   * What keeps the application from being sent, by field: said beside the submit button (empty ones and ones to
   * correct), each a button that takes the student there. Unknown until the form's rules are loaded.
   */
  blocking?: Partial<Record<ApplicationField, FieldErrorCode>>;
  onShowField?: (field: ApplicationField) => void;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onChange?: FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
}

/** Each field's label: on the field, and in the list of what keeps the form from being sent. */
const FIELD_LABELS = {
  concurso: msg`Tipo de concurso`,
  nomecompleto: msg`Nome completo`,
  numeroaluno: msg`Número de aluno`,
  distrito: msg`Distrito`,
  localidade: msg`Localidade`,
  alunouma: msg`Aluno da UMa`,
  telemovel: msg`Telemóvel`,
  email: msg`Email`,
  dataentrada: msg`Data de entrada`,
  datasaida: msg`Data de saída`,
} satisfies Record<ApplicationField, MessageDescriptor>;

/** The housing application's markup (spec section 5): labels, inputs, their errors, cancel and submit. */
export function ApplicationFields({
  contestTypes,
  contest,
  bind,
  errors,
  canSubmit,
  blocking = {},
  onShowField,
  submitting,
  onSubmit,
  onChange,
  formRef,
}: ApplicationFieldsProps) {
  const { i18n, t } = useLingui();
  const lang = useLangParam();
  const hintId = useId();
  const label = (field: ApplicationField) => i18n._(FIELD_LABELS[field]);
  const blockingFields = Object.keys(blocking) as ApplicationField[];
  const showHint = !canSubmit && blockingFields.length > 0;
  return (
    <form ref={formRef} className="application-form" noValidate onSubmit={onSubmit} onChange={onChange}>
      <Field label={label('concurso')} error={errors.concurso}>
        {(a11y) => (
          <select {...a11y} name="concurso" {...contest}>
            {contestTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={label('nomecompleto')} error={errors.nomecompleto}>
        {(a11y) => <input {...a11y} autoComplete="name" {...bind('nomecompleto')} />}
      </Field>
      <Field label={label('numeroaluno')} optional error={errors.numeroaluno}>
        {(a11y) => <input {...a11y} inputMode="numeric" {...bind('numeroaluno')} />}
      </Field>
      <Field label={label('distrito')} error={errors.distrito}>
        {(a11y) => <input {...a11y} {...bind('distrito')} />}
      </Field>
      <Field label={label('localidade')} error={errors.localidade}>
        {(a11y) => <input {...a11y} autoComplete="address-level2" {...bind('localidade')} />}
      </Field>
      <Field label={label('alunouma')} error={errors.alunouma}>
        {(a11y) => (
          <select {...a11y} {...bind('alunouma')}>
            <option value="">{t`Escolha uma opção`}</option>
            <option value="Sim">{t`Sim`}</option>
            <option value="Não">{t`Não`}</option>
          </select>
        )}
      </Field>
      <Field label={label('telemovel')} error={errors.telemovel}>
        {(a11y) => <input {...a11y} type="tel" autoComplete="tel" {...bind('telemovel')} />}
      </Field>
      <Field label={label('email')} error={errors.email}>
        {(a11y) => <input {...a11y} type="email" autoComplete="email" {...bind('email')} />}
      </Field>
      <Field label={label('dataentrada')} error={errors.dataentrada}>
        {(a11y) => <input {...a11y} type="date" {...bind('dataentrada')} />}
      </Field>
      <Field label={label('datasaida')} error={errors.datasaida}>
        {(a11y) => <input {...a11y} type="date" {...bind('datasaida')} />}
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
      {showHint ? (
        <BlockingFields id={hintId} blocking={blocking} label={label} onShowField={onShowField} />
      ) : null}
      <div className="application-form__actions">
        <Link to="/{-$lang}/alojamento" params={{ lang }}>
          <Trans>Cancelar</Trans>
        </Link>
        {/* aria-disabled, not disabled: the button stays reachable and says why it cannot send yet; pressed anyway,
            the form shows every field's message and moves to the first to fix. */}
        <button
          type="submit"
          aria-disabled={canSubmit ? undefined : true}
          aria-describedby={showHint ? hintId : undefined}
          disabled={submitting}
        >
          {submitting ? <Trans>A enviar…</Trans> : <Trans>Submeter</Trans>}
        </button>
      </div>
    </form>
  );
}

/** "To submit, fill in: Full Name, District. Correct: Email." Each name is a button to that field. */
function BlockingFields({
  id,
  blocking,
  label,
  onShowField,
}: {
  id: string;
  blocking: Partial<Record<ApplicationField, FieldErrorCode>>;
  label: (field: ApplicationField) => string;
  onShowField: ((field: ApplicationField) => void) | undefined;
}) {
  const fields = Object.keys(blocking) as ApplicationField[];
  const empty = fields.filter((field) => blocking[field] === 'required');
  const wrong = fields.filter((field) => blocking[field] !== 'required');
  const list = (names: ApplicationField[]) =>
    names.map((field, index) => (
      <span key={field}>
        {index > 0 ? ', ' : ' '}
        <button type="button" className="link-button" onClick={() => onShowField?.(field)}>
          {label(field)}
        </button>
      </span>
    ));
  return (
    <div className="application-form__blocking" id={id}>
      {empty.length > 0 ? (
        <p>
          <Trans>Para submeter, falta preencher:</Trans>
          {list(empty)}.
        </p>
      ) : null}
      {wrong.length > 0 ? (
        <p>
          <Trans>Falta corrigir:</Trans>
          {list(wrong)}.
        </p>
      ) : null}
    </div>
  );
}

/** What a field's control gets from its Field: its id, its error as description, and aria-invalid while in error. */
interface FieldA11y {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
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
  children: (a11y: FieldA11y) => ReactNode;
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
      {children({
        id,
        'aria-describedby': error ? errorId : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
