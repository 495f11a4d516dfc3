import { html } from 'resource-routing/view';
import { errorList, layout } from './layout.mjs';

function profileForm(ctx, profile) {
  return html`${errorList(profile)}${ctx.formFor(profile, (f) => html`
<p>${f.label('name')}${f.textField('name', { maxlength: 100 })}</p>
<p>${f.label('bio')}${f.textArea('bio', { rows: 4 })}</p>
<p>${f.submit()}</p>`)}`;
}

export const show = (ctx, profile) =>
  layout(ctx, 'Profile', html`<h1 id="profile-name">${profile.name}</h1><p id="profile-bio">${profile.bio}</p>
<div class="actions">${ctx.linkTo('Edit profile', ctx.helpers.edit_profile_path())} ${ctx.buttonTo('Delete profile', ctx.helpers.profile_path(), { method: 'delete', confirm: 'Delete your profile?' })}</div>`);

export const newProfile = (ctx, profile) => layout(ctx, 'New profile', html`<h1>Create your profile</h1>${profileForm(ctx, profile)}`);

export const edit = (ctx, profile) => layout(ctx, 'Edit profile', html`<h1>Edit profile</h1>${profileForm(ctx, profile)}`);
