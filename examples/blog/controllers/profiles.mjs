import { HttpError } from 'resource-routing/http';
import { Profile } from '../models.mjs';
import * as views from '../views/profile.mjs';
import { redirectWith } from './flash.mjs';

const profileParams = (ctx) => ctx.params.require('profile').permit('name', 'bio');

/** The singular profile resource: /profile, /profile/new, /profile/edit (no id; formFor gives /profile). */
export function profilesController(repo) {
  const existing = async () => {
    const profile = await repo.profile();
    if (!profile) throw new HttpError(404, 'No profile yet: create one at /profile/new');
    return profile;
  };
  const save = async (ctx, profile, page, notice) => {
    if (!(await repo.saveProfile(profile))) {
      return ctx.respondTo({ html: () => ctx.render({ html: page(ctx, profile), status: 422 }), json: () => ctx.render({ json: { errors: profile.errors }, status: 422 }) });
    }
    return ctx.respondTo({ html: () => redirectWith(ctx, ctx.helpers.profile_path(), notice), json: () => profile, xml: () => profile });
  };

  return {
    async show(ctx) {
      const profile = await repo.profile();
      if (!profile && ctx.format === 'html') return ctx.redirectTo(ctx.helpers.new_profile_path());
      const found = profile ?? (await existing());
      return ctx.respondTo({ html: () => views.show(ctx, found), json: () => found, xml: () => found });
    },
    async new(ctx) {
      const profile = (await repo.profile()) ?? new Profile();
      return ctx.respondTo({ html: () => views.newProfile(ctx, profile) });
    },
    async create(ctx) {
      return save(ctx, new Profile().assign(profileParams(ctx)), views.newProfile, 'Profile was successfully created.');
    },
    async edit(ctx) {
      const profile = await existing();
      return ctx.respondTo({ html: () => views.edit(ctx, profile) });
    },
    async update(ctx) {
      return save(ctx, (await existing()).assign(profileParams(ctx)), views.edit, 'Profile was successfully updated.');
    },
    async destroy(ctx) {
      await existing();
      await repo.deleteProfile();
      return ctx.respondTo({ html: () => redirectWith(ctx, ctx.helpers.new_profile_path(), 'Profile was successfully destroyed.'), json: () => ctx.head(204) });
    },
  };
}
