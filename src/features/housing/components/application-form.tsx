import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import {
  housingApplicationSchema,
  localDay,
  MORADA_PRESET,
  type HousingApplication,
  type HousingApplicationInput,
} from '@/contract/housing-application';
import { useLangParam } from '@/lib/use-locale';
import type { ContestTypeOption } from '@/contract/housing-contests';
import { saveDraft } from '../application-draft';
import { fieldErrorMessage } from '../field-error-message';
import './application-form.css';

export interface ApplicationFormProps {
  contestTypes: ContestTypeOption[];
  initialValues: Partial<HousingApplicationInput>;
  /** Field error codes from the server (a rejected application), shown on their fields. */
  serverErrors?: Record<string, string>;
  submitting: boolean;
  onSubmit: (application: HousingApplication) => void;
}

export function ApplicationForm({
  contestTypes,
  initialValues,
  serverErrors,
  submitting,
  onSubmit,
}: ApplicationFormProps) {
  const { t } = useLingui();
  const lang = useLangParam();
  // The server runs the same schema with the contests it lists and its own "today" (src/contract).
  const schema = useMemo(
    () =>
      housingApplicationSchema({ contests: contestTypes.map((option) => option.value), today: localDay() }),
    [contestTypes],
  );
  const form = useForm<HousingApplicationInput, unknown, HousingApplication>({
    resolver: zodResolver(schema),
    // Validated on every input and change (spec section 5).
    mode: 'all',
    defaultValues: {
      numeroaluno: '',
      nomecompleto: '',
      distrito: '',
      localidade: '',
      telemovel: '',
      email: '',
      dataentrada: '',
      datasaida: '',
      ...initialValues,
      enviarPorEmail: false,
      morada: MORADA_PRESET,
    },
  });
  const { register, control, formState, handleSubmit, setError, watch } = form;

  useEffect(() => {
    for (const [field, code] of Object.entries(serverErrors ?? {})) {
      setError(
        field as keyof HousingApplicationInput,
        { type: 'server', message: code },
        { shouldFocus: false },
      );
    }
  }, [serverErrors, setError]);

  // The draft is saved on the device as the student types (cleared once the application is sent).
  useEffect(() => {
    const subscription = watch((values) => {
      const { enviarPorEmail: _bot, morada: _bot2, ...draft } = values;
      saveDraft(draft as Record<string, unknown>);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const errorOf = (error: FieldError | undefined) => {
    const message = fieldErrorMessage(error?.message);
    return message ? t(message) : undefined;
  };

  return (
    <form className="application-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Field
        label={t`Tipo de concurso`}
        error={errorOf(
          formState.errors.concurso?.value ?? (formState.errors.concurso as FieldError | undefined),
        )}
      >
        {(id, describedBy) => (
          <Controller
            control={control}
            name="concurso"
            render={({ field }) => (
              <select
                id={id}
                aria-describedby={describedBy}
                value={field.value?.value ?? ''}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(contestTypes.find((option) => option.value === event.target.value))
                }
              >
                {contestTypes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          />
        )}
      </Field>
      <Field label={t`Nome completo`} error={errorOf(formState.errors.nomecompleto)}>
        {(id, describedBy) => (
          <input id={id} aria-describedby={describedBy} autoComplete="name" {...register('nomecompleto')} />
        )}
      </Field>
      <Field label={t`Número de aluno`} optional error={errorOf(formState.errors.numeroaluno)}>
        {(id, describedBy) => (
          <input id={id} aria-describedby={describedBy} inputMode="numeric" {...register('numeroaluno')} />
        )}
      </Field>
      <Field label={t`Distrito`} error={errorOf(formState.errors.distrito)}>
        {(id, describedBy) => <input id={id} aria-describedby={describedBy} {...register('distrito')} />}
      </Field>
      <Field label={t`Localidade`} error={errorOf(formState.errors.localidade)}>
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            autoComplete="address-level2"
            {...register('localidade')}
          />
        )}
      </Field>
      <Field label={t`Aluno da UMa`} error={errorOf(formState.errors.alunouma)}>
        {(id, describedBy) => (
          <select id={id} aria-describedby={describedBy} {...register('alunouma')}>
            <option value="">{t`Escolha uma opção`}</option>
            <option value="Sim">{t`Sim`}</option>
            <option value="Não">{t`Não`}</option>
          </select>
        )}
      </Field>
      <Field label={t`Telemóvel`} error={errorOf(formState.errors.telemovel)}>
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            type="tel"
            autoComplete="tel"
            {...register('telemovel')}
          />
        )}
      </Field>
      <Field label={t`Email`} error={errorOf(formState.errors.email)}>
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            type="email"
            autoComplete="email"
            {...register('email')}
          />
        )}
      </Field>
      <Field label={t`Data de entrada`} error={errorOf(formState.errors.dataentrada)}>
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            type="date"
            {...register('dataentrada', { deps: ['datasaida'] })}
          />
        )}
      </Field>
      <Field label={t`Data de saída`} error={errorOf(formState.errors.datasaida)}>
        {(id, describedBy) => (
          <input
            id={id}
            aria-describedby={describedBy}
            type="date"
            {...register('datasaida', { deps: ['dataentrada'] })}
          />
        )}
      </Field>

      {/* Honeypots: hidden from people and assistive technology; a bot fills them and is quietly ignored. */}
      <div className="honeypot" aria-hidden="true">
        <label>
          enviarPorEmail
          <input type="checkbox" tabIndex={-1} autoComplete="off" {...register('enviarPorEmail')} />
        </label>
        <label>
          morada
          <input type="text" tabIndex={-1} autoComplete="off" {...register('morada')} />
        </label>
      </div>

      <div className="application-form__actions">
        <Link to="/{-$lang}/alojamento" params={{ lang }}>
          <Trans>Cancelar</Trans>
        </Link>
        <button type="submit" disabled={!formState.isValid || submitting}>
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
