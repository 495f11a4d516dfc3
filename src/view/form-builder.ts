import { humanize } from './model-name.js';
import { SafeHtml, escapeHtml, tag, type Attributes } from './tags.js';

type Choice = string | number | readonly [label: string, value: string | number];

/**
 * The fields of a form for one record (Rails' FormBuilder): names `post[title]`, ids `post_title`, values
 * read from the record. A field listed in the record's `errors` is wrapped in `div.field_with_errors`.
 */
export class FormBuilder {
  /** Set when a file field is built, so the form is sent as multipart/form-data. */
  multipart = false;

  constructor(
    /** The param key: fields are named `<objectName>[<field>]`. */
    readonly objectName: string,
    readonly object: unknown,
    /** `Create Post` / `Update Post` for `submit()`. */
    private readonly submitLabel: string,
  ) {}

  fieldName(field: string): string {
    return `${this.objectName}[${field}]`;
  }

  /** Rails' id: the name with brackets turned into underscores, anything else unsafe dropped. */
  fieldId(field: string): string {
    return `${this.objectName}_${field}`.replace(/\]\[|[[\]]/g, '_').replace(/_+$/, '').replace(/[^-\w:.]/g, '_');
  }

  /** The record's value for a field (null when absent). */
  value(field: string): unknown {
    const object = this.object as Record<string, unknown> | null | undefined;
    if (object === null || object === undefined || typeof object !== 'object') return null;
    const value = object[field];
    return typeof value === 'function' ? null : (value ?? null);
  }

  label(field: string, text?: string, attrs: Attributes = {}): SafeHtml {
    return this.wrap(field, tag('label', { for: this.fieldId(field), ...attrs }, text ?? humanize(field)));
  }

  textField(field: string, attrs: Attributes = {}): SafeHtml {
    return this.input('text', field, attrs);
  }

  passwordField(field: string, attrs: Attributes = {}): SafeHtml {
    // Rails never echoes a password back into the page.
    return this.input('password', field, { value: null, ...attrs });
  }

  emailField(field: string, attrs: Attributes = {}): SafeHtml {
    return this.input('email', field, attrs);
  }

  numberField(field: string, attrs: Attributes = {}): SafeHtml {
    return this.input('number', field, attrs);
  }

  hiddenField(field: string, attrs: Attributes = {}): SafeHtml {
    return tag('input', { type: 'hidden', name: this.fieldName(field), id: this.fieldId(field), value: stringValue(this.value(field)), ...attrs });
  }

  fileField(field: string, attrs: Attributes = {}): SafeHtml {
    this.multipart = true;
    return this.wrap(field, tag('input', { type: 'file', name: this.fieldName(field), id: this.fieldId(field), ...attrs }));
  }

  textArea(field: string, attrs: Attributes = {}): SafeHtml {
    // A leading newline in a textarea is dropped by HTML parsers, so Rails writes one to keep the value's own.
    const value = stringValue(this.value(field)) ?? '';
    const content = new SafeHtml(`\n${escapeHtml(value)}`);
    return this.wrap(field, tag('textarea', { name: this.fieldName(field), id: this.fieldId(field), ...attrs }, content));
  }

  /** A check box plus a hidden field, so an unchecked box still sends its `unchecked` value. */
  checkBox(field: string, attrs: Attributes = {}, checked = '1', unchecked = '0'): SafeHtml {
    const value = this.value(field);
    const on = value === true || (value !== null && value !== false && String(value) === checked);
    const hidden = tag('input', { type: 'hidden', name: this.fieldName(field), value: unchecked });
    const box = tag('input', { type: 'checkbox', name: this.fieldName(field), id: this.fieldId(field), value: checked, checked: on, ...attrs });
    return this.wrap(field, new SafeHtml(hidden.html + box.html));
  }

  select(field: string, choices: readonly Choice[], attrs: Attributes = {}): SafeHtml {
    const current = stringValue(this.value(field));
    const options = choices.map((choice) => {
      const [label, value] = Array.isArray(choice) ? [String(choice[0]), String(choice[1])] : [String(choice), String(choice)];
      return tag('option', { value, selected: value === current }, label);
    });
    return this.wrap(field, tag('select', { name: this.fieldName(field), id: this.fieldId(field), ...attrs }, options));
  }

  submit(value?: string, attrs: Attributes = {}): SafeHtml {
    return tag('input', { type: 'submit', name: 'commit', value: value ?? this.submitLabel, ...attrs });
  }

  /** The record's error messages for a field (from `errors[field]`, a list or one message). */
  errorsOn(field: string): string[] {
    const errors = (this.object as { errors?: unknown } | null)?.errors;
    if (!errors || typeof errors !== 'object') return [];
    const messages = (errors as Record<string, unknown>)[field];
    if (messages === undefined || messages === null) return [];
    return (Array.isArray(messages) ? messages : [messages]).map(String);
  }

  private input(type: string, field: string, attrs: Attributes): SafeHtml {
    const value = stringValue(this.value(field));
    return this.wrap(field, tag('input', { type, name: this.fieldName(field), id: this.fieldId(field), value, ...attrs }));
  }

  private wrap(field: string, markup: SafeHtml): SafeHtml {
    return this.errorsOn(field).length ? tag('div', { class: 'field_with_errors' }, markup) : markup;
  }
}

function stringValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
