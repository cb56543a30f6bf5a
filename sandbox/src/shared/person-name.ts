/** The first of a person's names, for a greeting ('Olá, Maria!'). */
export const firstName = (nome: string): string => nome.split(' ')[0] ?? nome;
