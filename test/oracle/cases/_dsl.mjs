// Builders for hand-written probes: `c('resources', ['posts'], { only: 'index' }, [ ...block ])`.
export const c = (call, args, options, block) => ({ call, ...(args?.length ? { args } : {}), ...(options ? { options } : {}), ...(block ? { block } : {}) });
export const rx = (regexp) => ({ regexp });
export const rec = (id, extra = {}) => ({ record: { id, ...extra } });
export const get = (path) => ({ verb: 'GET', path });
export const req = (verb, path) => ({ verb, path });
export const gen = (helper, ...args) => ({ helper, args });
export const url = (helper, args, url_options) => ({ helper, args, url_options });
export const probe = (name, draw, more = {}) => ({ name, style: 'block', draw, ...more });
