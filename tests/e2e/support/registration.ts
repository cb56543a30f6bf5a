import { expect, type Page } from '@playwright/test';

export interface Registrant {
  name: string;
  cpf: string;
  email: string;
  password: string;
}

/** Fills the Cadastro form for a person in Caldas Novas - GO (every required field). */
export async function fillRegistration(page: Page, who: Registrant) {
  await page.getByLabel('Nome completo').fill(who.name);
  await page.getByLabel('CPF').fill(who.cpf.replace(/\D/g, ''));
  await page.getByLabel('Data de nascimento').fill('14031988');
  await page.getByLabel('Telefone').fill('64999887766');
  await page.getByLabel('E-mail', { exact: true }).fill(who.email);
  await page.getByLabel('Tipo de endereço').selectOption('R');
  await page.getByLabel('CEP').fill('75690000');
  await page.getByLabel('Logradouro').fill('Rua das Fontes');
  await page.getByLabel('Número', { exact: true }).fill('120');
  await page.getByLabel('Bairro').fill('Centro');
  await page.getByLabel('Estado').selectOption({ label: 'Goiás' });
  const city = page.getByLabel('Cidade');
  await expect(city).toBeEnabled();
  await city.selectOption({ label: 'Caldas Novas' });
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByLabel('Confirmar senha').fill(who.password);
}
