/** `resource-routing/view`: HTML tags, forms and links built from the routes. No Node.js APIs. */
export { SafeHtml, escapeHtml, html, raw, tag, contentTag, attributes, csrfMetaTags, type Attributes } from './tags.js';
export { formFor, type FormForOptions, type FormContent } from './form-for.js';
export { FormBuilder } from './form-builder.js';
export { formTag, type FormTagOptions } from './form-tag.js';
export { linkTo, buttonTo, type LinkOptions, type ButtonToOptions } from './links.js';
export { pluralize } from './text.js';
export { ujsScript, ujsScriptTag } from './ujs.js';
export { polymorphicPath, polymorphicUrl, type PolymorphicOptions, type PolymorphicRoutes } from './polymorphic.js';
export { modelName, modelNameOf, isNewRecord, recordParam, type ModelName } from './model-name.js';
