import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useController, useForm, useWatch, type FieldError } from 'react-hook-form';
import {
  applicationFields,
  fieldErrorsOf,
  housingApplicationSchema,
  localDay,
  MORADA_PRESET,
  type HousingApplication,
  type HousingApplicationInput,
} from '@/contract/requests/housing-application';
import { saveDraft } from '../application-draft';
import { fieldErrorMessage } from '../field-error-message';
import {
  ApplicationFields,
  type ApplicationFormProps,
  type BoundField,
  type TypedBeforeLoad,
} from './application-fields';

/**
 * The form with its library: react-hook-form with the contract's zod schema, validated as the student types, the
 * draft saved on the device. It takes over from the plain fields (application-form.tsx) with what was typed there
 * and the focus, so the swap is not felt.
 */
export function ApplicationFormEngine({
  contestTypes,
  initialValues,
  serverErrors,
  submitting,
  onSubmit,
  typed,
}: ApplicationFormProps & { typed: TypedBeforeLoad }) {
  const { t } = useLingui();
  // The server runs the same schema with the contests it lists and its own "today" (src/contract).
  const schema = useMemo(
    () =>
      housingApplicationSchema({ contests: contestTypes.map((option) => option.value), today: localDay() }),
    [contestTypes],
  );
  const { register, control, formState, handleSubmit, setError, setFocus, trigger, watch } = useForm<
    HousingApplicationInput,
    unknown,
    HousingApplication
  >({
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
      ...typed.values,
    },
  });
  const { field: contest } = useController({ control, name: 'concurso' });
  // What keeps the application from being sent, fields not yet touched included: said beside the submit button.
  const values = useWatch({ control });
  const blocking = useMemo(() => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrorsOf(result.error.issues);
  }, [schema, values]);

  useEffect(() => {
    for (const [field, code] of Object.entries(serverErrors ?? {})) {
      setError(
        field as keyof HousingApplicationInput,
        { type: 'server', message: code },
        { shouldFocus: false },
      );
    }
  }, [serverErrors, setError]);

  // Before paint: the field the student was in keeps the caret, and what they typed is checked as typing would have.
  useLayoutEffect(() => {
    if (typed.focus) setFocus(typed.focus.name);
    const input = typed.focus ? document.activeElement : null;
    if (input instanceof HTMLInputElement && typed.focus?.selection) {
      input.setSelectionRange(...typed.focus.selection);
    }
    const changed = Object.keys(typed.values) as (keyof HousingApplicationInput)[];
    if (changed.length > 0) void trigger(changed);
  }, [typed, setFocus, trigger]);

  // The draft is saved on the device as the student types (cleared once the application is sent).
  useEffect(() => {
    const subscription = watch((values) => {
      const { enviarPorEmail: _bot, morada: _bot2, ...draft } = values;
      saveDraft(draft as Record<string, unknown>);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const errors: Partial<Record<(typeof applicationFields)[number], string>> = {};
  for (const field of applicationFields) {
    const error =
      field === 'concurso'
        ? (formState.errors.concurso?.value ?? (formState.errors.concurso as FieldError | undefined))
        : formState.errors[field];
    const message = fieldErrorMessage(error?.message);
    if (message) errors[field] = t(message);
  }

  const bind = (name: BoundField) =>
    name === 'dataentrada'
      ? register(name, { deps: ['datasaida'] })
      : name === 'datasaida'
        ? register(name, { deps: ['dataentrada'] })
        : register(name);

  return (
    <ApplicationFields
      contestTypes={contestTypes}
      contest={{
        ref: contest.ref,
        value: contest.value?.value ?? '',
        onBlur: contest.onBlur,
        onChange: (event) =>
          contest.onChange(contestTypes.find((option) => option.value === event.target.value)),
      }}
      bind={bind}
      errors={errors}
      canSubmit={formState.isValid}
      blocking={blocking}
      onShowField={(field) => setFocus(field)}
      submitting={submitting}
      onSubmit={handleSubmit(onSubmit)}
    />
  );
}
