/**
 * workerd's configuration (Cap'n Proto text) for the contract Worker: one service per CSRF setting (a text
 * binding the Worker reads), each on its own loopback port.
 */
export function workerdConfig(module: string, [protectedPort, openPort]: readonly [number, number]): string {
  const service = (name: string) =>
    `(name = "${name}", worker = (modules = [(name = "${module}", esModule = embed "${module}")], compatibilityDate = "2025-09-01", bindings = [(name = "CSRF", text = "${name}")]))`;
  const socket = (name: string, port: number) => `(name = "${name}", address = "127.0.0.1:${port}", http = (), service = "${name}")`;
  return [
    'using Workerd = import "/workerd/workerd.capnp";',
    'const config :Workerd.Config = (',
    `  services = [${service('on')}, ${service('off')}],`,
    `  sockets = [${socket('on', protectedPort)}, ${socket('off', openPort)}],`,
    ');',
    '',
  ].join('\n');
}
