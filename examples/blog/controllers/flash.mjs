/** Rails' `redirect_to target, notice: '…'`: the notice is shown once, on the page the browser is sent to. */
export function redirectWith(ctx, target, notice) {
  ctx.flash.notice = notice;
  return ctx.redirectTo(target);
}
