import type { Command } from '../command.js';
import { importCommand } from './import.js';
import { jsCommand } from './js.js';
import { routesCommand } from './routes.js';
import { typesCommand } from './types.js';

/** The CLI's subcommands, in the order the usage lists them. A new command: one file here, one line below. */
export const COMMANDS: readonly Command[] = [routesCommand, typesCommand, importCommand, jsCommand];
