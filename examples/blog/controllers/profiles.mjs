import { HttpError } from '../../../dist/index.js';
import { Profile } from '../models.mjs';
import * as views from '../views/profile.mjs';

const profileParams = (ctx) => ctx.params.require('profile').permit('name', 'bio');

/** The singular profile resource: /profile, /profile/new, /profile/edit (no id; formFor gives /profile). */
export function profilesController(repo) {
  const existing = () => {
    const profile = repo.profile();
    if (!profile) throw new HttpError(404, 'No profile yet: create one at /profile/new');
    return profile;
  };
  const save = (ctx, profile, page) => {
    if (!repo.saveProfile(profile)) return ctx.respondTo({ html: () => ctx.render({ html: page(ctx, profile), status: 422 }), json: () => ctx.render({ json: { errors: profile.errors }, status: 422 }) });
    return ctx.respondTo({ html: () => ctx.redirectTo(ctx.helpers.profile_path()), json: () => profile, xml: () => profile });
  };

  return {
    show(ctx) {
      const profile = repo.profile();
      if (!profile && ctx.format === 'html') return ctx.redirectTo(ctx.helpers.new_profile_path());
      const found = profile ?? existing();
      return ctx.respondTo({ html: () => views.show(ctx, found), json: () => found, xml: () => found });
    },
    new(ctx) {
      return ctx.respondTo({ html: () => views.newProfile(ctx, repo.profile() ?? new Profile()) });
    },
    create(ctx) {
      return save(ctx, new Profile().assign(profileParams(ctx)), views.newProfile);
    },
    edit(ctx) {
      return ctx.respondTo({ html: () => views.edit(ctx, existing()) });
    },
    update(ctx) {
      return save(ctx, existing().assign(profileParams(ctx)), views.edit);
    },
    destroy(ctx) {
      existing();
      repo.deleteProfile();
      return ctx.respondTo({ html: () => ctx.redirectTo(ctx.helpers.new_profile_path()), json: () => ctx.head(204) });
    },
  };
}
