/** A bad setting: the server refuses to start and names the key, like the site and sandbox. */
export class ConfigError extends Error {
  constructor(
    readonly key: string,
    problem: string,
  ) {
    super(`Configuração inválida: ${key} ${problem}`);
    this.name = 'ConfigError';
  }
}
