import {
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  type NormalizedShippingInfo,
  normalizeShippingInfo,
  SHIPPING_FIELD_MAX_LENGTH,
  SHIPPING_FIELDS,
  type ShippingErrorCode,
  type ShippingField,
  type ShippingInfoInput,
  toIndianStateOrUnionTerritory,
  validateShippingInfo,
} from '@bazaar/domain';
import { type FormEvent, type HTMLInputAutoCompleteAttribute, useId, useRef, useState } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { badge } from '../../recipes/badge.css';
import { button } from '../../recipes/button.css';
import { formError, formInput, formLabel } from '../../recipes/field.css';
import { cluster, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './ShippingForm.css';

/** The two modes of SPEC.md §4: the form, or the saved address with a way back to the form. */
export const shippingFormStates = ['editing', 'saved'] as const;
export type ShippingFormState = (typeof shippingFormStates)[number];

export const shippingFormHeadingLevels = [2, 3] as const;
export type ShippingFormHeadingLevel = (typeof shippingFormHeadingLevels)[number];

/** When the field messages show: after the first Save (quiet), or at once (a form reopened with bad data). */
export const shippingFormChecks = ['quiet', 'shown'] as const;
export type ShippingFormCheck = (typeof shippingFormChecks)[number];

export interface ShippingFormProps {
  state: ShippingFormState;
  /** The address to start the form with, or the one saved; may be partial while editing. */
  value?: ShippingInfoInput;
  /** The address the order confirmation goes to (SPEC.md §2.8), shown under the form and the saved address. */
  email?: string;
  /** Called with the address trimmed and normalised (mobile as ten digits, state by its official name). */
  onSave: (info: NormalizedShippingInfo) => void;
  /** "Change" on the saved address: the page goes back to editing. */
  onEdit: () => void;
  initialCheck?: ShippingFormCheck;
  headingLevel?: ShippingFormHeadingLevel;
}

type Values = Record<ShippingField, string>;

const inputDetails: Record<
  Exclude<ShippingField, 'province'>,
  { autoComplete: HTMLInputAutoCompleteAttribute; inputMode?: 'numeric' | 'tel'; type?: 'tel' }
> = {
  name: { autoComplete: 'name' },
  address: { autoComplete: 'street-address' },
  phone: { autoComplete: 'tel-national', inputMode: 'tel', type: 'tel' },
  post: { autoComplete: 'postal-code', inputMode: 'numeric' },
  city: { autoComplete: 'address-level2' },
  area: { autoComplete: 'address-level3' },
};

/** Longest text each input takes: the domain's limits, and the digits of a PIN; a mobile may carry +91 and spaces. */
const inputMaxLength: Record<Exclude<ShippingField, 'province'>, number> = {
  ...SHIPPING_FIELD_MAX_LENGTH,
  phone: 16,
  post: 6,
};

function startingValues(value: ShippingInfoInput | undefined): Values {
  const pick = (field: ShippingField) => value?.[field] ?? '';
  return {
    name: pick('name'),
    address: pick('address'),
    phone: pick('phone'),
    post: pick('post'),
    // A stored state spelt loosely ("tamil nadu") still selects its entry in the picker.
    province: toIndianStateOrUnionTerritory(pick('province')) ?? pick('province'),
    city: pick('city'),
    area: pick('area'),
  };
}

/**
 * The checkout's shipping address (SPEC.md §2.8): seven fields with the Indian rules of DESIGN.md §4 and a
 * message beside each field that is missing or malformed; once saved, a "Deliver To" summary with Change.
 */
export function ShippingForm(props: ShippingFormProps) {
  return props.state === 'saved' ? <ShippingFormSaved {...props} /> : <ShippingFormEditing {...props} />;
}

function ShippingFormEditing({
  value,
  email,
  onSave,
  initialCheck = 'quiet',
  headingLevel = 2,
}: ShippingFormProps) {
  const messages = useMessages().checkout;
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [values, setValues] = useState<Values>(() => startingValues(value));
  const [check, setCheck] = useState<ShippingFormCheck>(initialCheck);
  const formRef = useRef<HTMLFormElement>(null);
  const Heading = `h${headingLevel}` as const;

  const errors = validateShippingInfo(values);
  const shown = check === 'shown' ? errors : {};
  const hasShownErrors = Object.keys(shown).length > 0;

  const messageFor = (field: ShippingField, code: ShippingErrorCode): string => {
    if (code === 'tooLong') {
      return format(messages.errors.tooLong, { max: field === 'province' ? 0 : inputMaxLength[field] });
    }
    return messages.errors[code];
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstInvalid = SHIPPING_FIELDS.find((field) => errors[field] !== undefined);
    if (firstInvalid) {
      setCheck('shown');
      const control = formRef.current?.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onSave(normalizeShippingInfo(values));
  };

  const fieldIds = (field: ShippingField) => ({
    input: `${baseId}-${field}`,
    hint: `${baseId}-${field}-hint`,
    error: `${baseId}-${field}-error`,
  });

  const describedBy = (field: ShippingField): string | undefined => {
    const ids = fieldIds(field);
    const parts = [];
    if (field === 'phone' || field === 'post') parts.push(ids.hint);
    if (shown[field]) parts.push(ids.error);
    return parts.length > 0 ? parts.join(' ') : undefined;
  };

  const renderField = (field: ShippingField) => {
    const ids = fieldIds(field);
    const problem = shown[field];
    const common = {
      id: ids.input,
      name: field,
      value: values[field],
      required: true,
      'aria-invalid': problem !== undefined,
      'aria-describedby': describedBy(field),
    };
    return (
      <div key={field} className={field === 'address' ? styles.fieldWide : styles.field}>
        <label htmlFor={ids.input} className={formLabel}>
          {messages.fields[field]}
        </label>
        {field === 'phone' || field === 'post' ? (
          <span id={ids.hint} className={sprinkles({ color: 'textMuted', fontSize: 'sm' })}>
            {messages.hints[field]}
          </span>
        ) : null}
        {field === 'province' ? (
          <select
            {...common}
            className={formInput()}
            autoComplete="address-level1"
            onChange={(event) => setValues((current) => ({ ...current, province: event.target.value }))}
          >
            <option value="">{messages.chooseState}</option>
            <optgroup label={messages.states}>
              {INDIAN_STATES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
            <optgroup label={messages.unionTerritories}>
              {INDIAN_UNION_TERRITORIES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          </select>
        ) : (
          <input
            {...common}
            {...inputDetails[field]}
            type={inputDetails[field].type ?? 'text'}
            maxLength={inputMaxLength[field]}
            className={formInput()}
            onChange={(event) => {
              const next = event.target.value;
              setValues((current) => ({ ...current, [field]: next }));
            }}
          />
        )}
        {problem ? (
          <p id={ids.error} className={formError}>
            {messageFor(field, problem)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={formRef} className={styles.panel} aria-labelledby={titleId} noValidate onSubmit={submit}>
      <Heading id={titleId} className={styles.title}>
        {messages.shippingTitle}
      </Heading>
      <div className={styles.grid}>{SHIPPING_FIELDS.map(renderField)}</div>
      <div className={styles.actions}>
        <button type="submit" className={button({ variant: 'primary' })}>
          {messages.save}
        </button>
        {hasShownErrors ? (
          <p className={sprinkles({ color: 'danger', fontSize: 'sm', margin: 'none' })}>
            {messages.fixErrors}
          </p>
        ) : null}
      </div>
      {email ? <p className={styles.email}>{format(messages.emailLine, { email })}</p> : null}
    </form>
  );
}

function ShippingFormSaved({ value, email, onEdit, headingLevel = 2 }: ShippingFormProps) {
  const messages = useMessages().checkout;
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const line = (field: ShippingField) => (value?.[field] ?? '').trim();
  const addressParts = [line('address'), line('area'), line('city'), line('province'), line('post')].filter(
    (part) => part !== '',
  );

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={cluster({ flexWrap: 'wrap', gap: 'sm' })}>
        <Heading id={titleId} className={styles.title}>
          {format(messages.deliverTo, { name: line('name') })}
        </Heading>
        <span className={badge({ tone: 'brand' })}>{messages.homeTag}</span>
      </div>
      <address className={stack({ gap: 'xxs', fontStyle: 'normal', overflowWrap: 'anywhere' })}>
        <span>{line('phone')}</span>
        <span>{addressParts.join(', ')}</span>
      </address>
      <div className={styles.actions}>
        <button
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          aria-label={messages.changeAddress}
          onClick={onEdit}
        >
          {messages.change}
        </button>
      </div>
      {email ? <p className={styles.email}>{format(messages.emailLine, { email })}</p> : null}
    </section>
  );
}
