import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { MORADA_PRESET } from '@/contract/requests/housing-application-fields';
import { loadUntilLoaded } from '@/components/lazy/lazy-when-idle';
import { fieldErrorMessage } from '../field-error-message';
import {
  ApplicationFields,
  type ApplicationFormProps,
  type BoundField,
  type FieldBinding,
  type TypedBeforeLoad,
} from './application-fields';
import './application-form.css';

type Engine = ComponentType<ApplicationFormProps & { typed: TypedBeforeLoad }>;

let loadedEngine: Engine | undefined;

/** The form's library and rules (react-hook-form, its resolver, the contract's rules): 15 KB gzip, not in the first load. */
export function loadApplicationFormEngine(): Promise<Engine> {
  return import('./application-form-engine').then((module) => (loadedEngine = module.ApplicationFormEngine));
}

const NOTHING_TYPED: TypedBeforeLoad = { values: {} };

/** The plain fields' state as the library takes over: what was changed by hand, and where the caret is. */
function readTyped(
  form: HTMLFormElement | null,
  changed: ReadonlySet<string>,
  contestTypes: ApplicationFormProps['contestTypes'],
): TypedBeforeLoad {
  if (!form) return NOTHING_TYPED;
  const values: Record<string, unknown> = {};
  for (const name of changed) {
    const element = form.elements.namedItem(name);
    if (element instanceof HTMLInputElement) {
      values[name] = element.type === 'checkbox' ? element.checked : element.value;
    } else if (element instanceof HTMLSelectElement) {
      values[name] =
        name === 'concurso' ? contestTypes.find((option) => option.value === element.value) : element.value;
    }
  }
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement || active instanceof HTMLSelectElement) && form.contains(active)
      ? active
      : undefined;
  const selection =
    focused instanceof HTMLInputElement && focused.selectionStart !== null && focused.selectionEnd !== null
      ? ([focused.selectionStart, focused.selectionEnd] as [number, number])
      : undefined;
  return {
    values,
    ...(focused ? { focus: { name: focused.name as BoundField, ...(selection ? { selection } : {}) } } : {}),
  };
}

/**
 * The housing application form. It shows at once as plain fields with the same markup, which take typing; the
 * form's library loads as it shows and takes over with what was typed and the focus (decision 039). Until then
 * submit stays disabled, as it is for any form not yet valid.
 */
export function ApplicationForm({
  loadEngine = loadApplicationFormEngine,
  ...props
}: ApplicationFormProps & {
  /** Tests hold the library back, to type before it comes. */
  loadEngine?: () => Promise<Engine>;
}) {
  const { contestTypes, initialValues, serverErrors, submitting } = props;
  const { t } = useLingui();
  const [engine, setEngine] = useState(() =>
    loadedEngine && loadEngine === loadApplicationFormEngine
      ? { Engine: loadedEngine, typed: NOTHING_TYPED }
      : undefined,
  );
  const [waiting, setWaiting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const changed = useRef(new Set<string>());

  useEffect(() => {
    if (engine) return;
    let live = true;
    void loadUntilLoaded(loadEngine, () => live && setWaiting(true)).then((Engine) => {
      if (!live) return;
      const typed = readTyped(formRef.current, changed.current, contestTypes);
      // At once, so no keystroke falls between reading the plain fields and the form that takes them over.
      flushSync(() => setEngine({ Engine, typed }));
    });
    return () => {
      live = false;
    };
  }, [engine, contestTypes, loadEngine]);

  if (engine) return <engine.Engine {...props} typed={engine.typed} />;

  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(serverErrors ?? {})) {
    const message = fieldErrorMessage(code);
    if (message) errors[field] = t(message);
  }
  const bind = (name: BoundField): FieldBinding =>
    name === 'enviarPorEmail'
      ? { name, defaultChecked: false }
      : { name, defaultValue: name === 'morada' ? MORADA_PRESET : (initialValues[name] ?? '') };
  return (
    <>
      <ApplicationFields
        formRef={formRef}
        contestTypes={contestTypes}
        contest={{ defaultValue: initialValues.concurso?.value }}
        bind={bind}
        errors={errors}
        canSubmit={false}
        submitting={submitting}
        onSubmit={(event: FormEvent) => event.preventDefault()}
        onChange={(event) => {
          const target = event.target as Partial<HTMLInputElement>;
          if (target.name) changed.current.add(target.name);
        }}
      />
      {waiting ? (
        <p role="status" className="field__error">
          <Trans>O formulário acaba de carregar quando houver ligação. O que escreveu não se perde.</Trans>
        </p>
      ) : null}
    </>
  );
}
