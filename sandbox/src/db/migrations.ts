import type { Database } from 'better-sqlite3';
import { rebuildTable, type TableRebuild } from './rebuild-table';

/**
 * Numbered, append-only migrations. Never edit a shipped migration: add the next number.
 * JSON columns hold nested wire data (photos, amenities...) that is only ever read whole.
 */
interface Migration {
  version: number;
  name: string;
  /** A table made again with a changed definition, before `sql` runs (rebuild-table.ts). */
  rebuild?: TableRebuild;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    sql: `
      CREATE TABLE hotels (
        id INTEGER PRIMARY KEY,
        id_hotel_cm INTEGER NOT NULL,
        nome TEXT NOT NULL,
        tipo INTEGER NOT NULL CHECK (tipo IN (1, 2)),
        url_amigavel TEXT NOT NULL UNIQUE,
        resumo TEXT NOT NULL,
        miniatura TEXT NOT NULL,
        capa TEXT NOT NULL,
        logo TEXT NOT NULL,
        cidade TEXT NOT NULL,
        estado TEXT NOT NULL,
        descricao TEXT NOT NULL,
        latitude REAL NOT NULL,
        longitude REAL NOT NULL,
        razao_social TEXT NOT NULL,
        endereco TEXT NOT NULL,
        telefones TEXT NOT NULL,
        url_360 TEXT,
        comodidades TEXT NOT NULL,
        fotos TEXT NOT NULL
      );
      CREATE TABLE room_types (
        id INTEGER PRIMARY KEY,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        nome TEXT NOT NULL,
        descricao TEXT NOT NULL,
        capacidade INTEGER NOT NULL,
        area_m2 REAL NOT NULL,
        foto TEXT NOT NULL
      );
      CREATE INDEX room_types_hotel ON room_types(hotel_id);
      CREATE TABLE parks (
        id INTEGER PRIMARY KEY,
        nome TEXT NOT NULL,
        url_amigavel TEXT NOT NULL UNIQUE,
        descricao TEXT NOT NULL,
        capa TEXT NOT NULL,
        horario TEXT NOT NULL,
        endereco TEXT NOT NULL,
        fotos TEXT NOT NULL,
        atracoes TEXT NOT NULL
      );
      CREATE TABLE pages (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        titulo TEXT NOT NULL,
        conteudo TEXT NOT NULL,
        capa TEXT
      );
      CREATE TABLE content_groups (
        id INTEGER PRIMARY KEY,
        tipo TEXT NOT NULL CHECK (tipo IN ('banner', 'promocao', 'tema')),
        nome TEXT NOT NULL,
        ativo INTEGER NOT NULL DEFAULT 1,
        valido_de TEXT,
        valido_ate TEXT,
        dados TEXT NOT NULL
      );
      CREATE TABLE legal_info (
        id INTEGER PRIMARY KEY,
        nome TEXT NOT NULL,
        razao_social TEXT NOT NULL,
        cnpj TEXT NOT NULL UNIQUE,
        inscricao_estadual TEXT NOT NULL,
        endereco TEXT NOT NULL,
        cep TEXT NOT NULL
      );
      CREATE TABLE salary_reports (
        id INTEGER PRIMARY KEY,
        titulo TEXT NOT NULL,
        arquivo TEXT NOT NULL UNIQUE,
        empresa TEXT NOT NULL,
        cnpj TEXT NOT NULL,
        periodo TEXT NOT NULL
      );
      CREATE TABLE images (
        pasta TEXT NOT NULL CHECK (pasta IN ('uploads', 'fotos')),
        arquivo TEXT NOT NULL,
        tipo TEXT NOT NULL,
        titulo TEXT NOT NULL,
        subtitulo TEXT NOT NULL DEFAULT '',
        matiz INTEGER NOT NULL,
        variante INTEGER NOT NULL,
        largura INTEGER NOT NULL,
        altura INTEGER NOT NULL,
        PRIMARY KEY (pasta, arquivo)
      );
    `,
  },
  {
    version: 2,
    name: 'users-and-auth',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        nome TEXT NOT NULL,
        cpf TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        telefones TEXT NOT NULL,
        datanasc TEXT NOT NULL,
        logradouro TEXT NOT NULL,
        numero TEXT NOT NULL,
        complemento TEXT NOT NULL,
        bairro TEXT NOT NULL,
        cep TEXT NOT NULL,
        idestado INTEGER,
        ufestado TEXT NOT NULL,
        idcidade INTEGER,
        nomecidade TEXT NOT NULL,
        usuario_tipo_id INTEGER NOT NULL,
        usuario_tipo_categoria_id INTEGER NOT NULL,
        forma_pagamento TEXT NOT NULL,
        perc_comissao REAL NOT NULL DEFAULT 0,
        perc_max_desc REAL NOT NULL DEFAULT 0,
        perc_min_pag REAL NOT NULL DEFAULT 0,
        qtd_dia_chegada INTEGER NOT NULL DEFAULT 0,
        permissoes TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        -- 1 for pre-reservation users created during a booking: they count as logged out.
        temporario INTEGER NOT NULL DEFAULT 0,
        criado_em TEXT NOT NULL
      );
      CREATE TABLE contracts (
        contratos_id INTEGER PRIMARY KEY,
        numero_contrato TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id),
        produto TEXT NOT NULL,
        pontos INTEGER NOT NULL CHECK (pontos >= 0),
        status TEXT NOT NULL CHECK (status IN ('ativo', 'suspenso', 'cancelado', 'quitado')),
        data_inicio TEXT NOT NULL,
        data_fim TEXT NOT NULL
      );
      CREATE INDEX contracts_user ON contracts(user_id);
      CREATE TABLE revoked_tokens (
        jti TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE password_resets (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        token_hash TEXT NOT NULL UNIQUE,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY,
        para_email TEXT NOT NULL,
        para_nome TEXT NOT NULL,
        assunto TEXT NOT NULL,
        html TEXT NOT NULL,
        texto TEXT NOT NULL,
        criado_em TEXT NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'search-inventory-and-tariffs',
    sql: `
      ALTER TABLE hotels ADD COLUMN exclusivo_clube INTEGER NOT NULL DEFAULT 0;
      -- capacidade (existing) is the maximum of guests, adults and children together.
      ALTER TABLE room_types ADD COLUMN max_adultos INTEGER NOT NULL DEFAULT 2;
      ALTER TABLE room_types ADD COLUMN id_allotx_tipo_uh INTEGER NOT NULL DEFAULT 0;
      -- n of the unit id (hotel id x 100 + n): 1 = first room type of the hotel.
      ALTER TABLE room_types ADD COLUMN ordem INTEGER NOT NULL DEFAULT 0;
      CREATE TABLE room_type_images (
        room_type_id INTEGER NOT NULL REFERENCES room_types(id),
        ordem INTEGER NOT NULL,
        arquivo TEXT NOT NULL,
        legenda TEXT NOT NULL,
        PRIMARY KEY (room_type_id, ordem)
      ) WITHOUT ROWID;
      -- Weekday base price per adult per night, in cents, per meal plan.
      CREATE TABLE tariffs (
        room_type_id INTEGER NOT NULL REFERENCES room_types(id),
        pensao TEXT NOT NULL CHECK (pensao IN ('sem', 'cafe', 'meia', 'inteira')),
        valor_adulto_centavos INTEGER NOT NULL CHECK (valor_adulto_centavos > 0),
        PRIMARY KEY (room_type_id, pensao)
      ) WITHOUT ROWID;
      -- One room type on one night: allotment, units taken and the night's tariff per adult
      -- (cents, season applied). Free units = allotment - reservados, 0 when fechado.
      CREATE TABLE room_nights (
        data TEXT NOT NULL,
        room_type_id INTEGER NOT NULL REFERENCES room_types(id),
        allotment INTEGER NOT NULL CHECK (allotment >= 0),
        reservados INTEGER NOT NULL DEFAULT 0 CHECK (reservados >= 0),
        fechado INTEGER NOT NULL DEFAULT 0 CHECK (fechado IN (0, 1)),
        temporada TEXT NOT NULL CHECK (temporada IN ('baixa', 'fim_de_semana', 'alta', 'feriado')),
        adulto_sem INTEGER NOT NULL,
        adulto_cafe INTEGER NOT NULL,
        adulto_meia INTEGER NOT NULL,
        adulto_inteira INTEGER NOT NULL,
        promo_pct INTEGER NOT NULL DEFAULT 0 CHECK (promo_pct >= 0 AND promo_pct < 100),
        PRIMARY KEY (data, room_type_id)
      ) WITHOUT ROWID;
      CREATE INDEX room_nights_type_date ON room_nights(room_type_id, data);
      CREATE TABLE coupons (
        codigo TEXT PRIMARY KEY,
        descricao TEXT NOT NULL,
        tipo_desconto TEXT NOT NULL CHECK (tipo_desconto IN ('percentual', 'valor')),
        desconto REAL NOT NULL CHECK (desconto > 0),
        id_hotel INTEGER REFERENCES hotels(id),
        -- Last day the code can be used (yyyy-mm-dd), null = no expiry.
        validade_fim TEXT,
        -- Every night of the stay must fall in [estadia_inicio, estadia_fim] when set...
        estadia_inicio TEXT,
        estadia_fim TEXT,
        -- ...and in one of these months (comma-separated numbers) when set.
        meses TEXT,
        min_noites INTEGER NOT NULL DEFAULT 1,
        ativo INTEGER NOT NULL DEFAULT 1
      ) WITHOUT ROWID;
      CREATE TABLE upsell_offers (
        id INTEGER PRIMARY KEY,
        regra TEXT NOT NULL UNIQUE,
        titulo TEXT NOT NULL,
        descricao TEXT NOT NULL,
        valor REAL NOT NULL,
        unidade TEXT NOT NULL,
        imagem TEXT NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'customer-accounts-and-reservations',
    sql: `
      -- Club clients (vacation-club registry) who may not have a site account yet: registering
      -- with one of these CPFs makes a type 14 user that receives the client's contracts.
      CREATE TABLE club_clients (
        id_cliente INTEGER PRIMARY KEY,
        cpf TEXT NOT NULL UNIQUE,
        nome TEXT NOT NULL,
        user_id INTEGER REFERENCES users(id)
      );
      CREATE TABLE club_client_contracts (
        contratos_id INTEGER PRIMARY KEY,
        id_cliente INTEGER NOT NULL REFERENCES club_clients(id_cliente),
        numero_contrato TEXT NOT NULL UNIQUE,
        produto TEXT NOT NULL,
        pontos INTEGER NOT NULL CHECK (pontos >= 0),
        status TEXT NOT NULL CHECK (status IN ('ativo', 'suspenso', 'cancelado', 'quitado')),
        data_inicio TEXT NOT NULL,
        data_fim TEXT NOT NULL
      );
      -- One row per room. Dates yyyy-mm-dd (departure exclusive); criado_em is local time
      -- 'yyyy-mm-dd HH:MM:SS'. Status ids as /formulario/status-reserva. Statuses 1, 2 and 4
      -- hold one unit of room_nights.reservados on every night of the stay.
      CREATE TABLE reservations (
        id_reservas_front INTEGER PRIMARY KEY,
        numero_reserva TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id),
        id_hotel INTEGER NOT NULL REFERENCES hotels(id),
        room_type_id INTEGER NOT NULL REFERENCES room_types(id),
        contrato_id INTEGER REFERENCES contracts(contratos_id),
        data_chegada TEXT NOT NULL,
        data_partida TEXT NOT NULL CHECK (data_partida > data_chegada),
        qtd_adultos INTEGER NOT NULL CHECK (qtd_adultos >= 1),
        qtd_criancas_pagantes INTEGER NOT NULL DEFAULT 0,
        qtd_criancas_nao_pagantes INTEGER NOT NULL DEFAULT 0,
        pensao TEXT NOT NULL CHECK (pensao IN ('sem', 'cafe', 'meia', 'inteira')),
        tarifa TEXT NOT NULL DEFAULT '',
        cupom TEXT NOT NULL DEFAULT '',
        valor_total_centavos INTEGER NOT NULL CHECK (valor_total_centavos >= 0),
        forma_pagamento_id INTEGER,
        status_id INTEGER NOT NULL CHECK (status_id BETWEEN 1 AND 6),
        criado_em TEXT NOT NULL,
        -- Pre-reservation hold expiry (epoch seconds), null = no expiry.
        expira_em INTEGER,
        -- Group of rooms booked together (rooming-list link).
        identificador TEXT NOT NULL,
        observacoes TEXT NOT NULL DEFAULT '',
        -- SHA-256 of the pre-check-in link token; null once used or never issued.
        pre_check_in_hash TEXT UNIQUE,
        pre_check_in_expira_em INTEGER,
        pre_check_in_concluido INTEGER NOT NULL DEFAULT 0 CHECK (pre_check_in_concluido IN (0, 1)),
        horario_chegada TEXT
      );
      CREATE INDEX reservations_user ON reservations(user_id, criado_em);
      CREATE INDEX reservations_group ON reservations(identificador);
      CREATE TABLE reservation_guests (
        reservation_id INTEGER NOT NULL REFERENCES reservations(id_reservas_front) ON DELETE CASCADE,
        ordem INTEGER NOT NULL,
        tipo TEXT NOT NULL CHECK (tipo IN ('adulto', 'crianca')),
        nome TEXT NOT NULL,
        sobrenome TEXT NOT NULL,
        telefone TEXT NOT NULL,
        email TEXT NOT NULL,
        estado TEXT NOT NULL,
        cidade TEXT NOT NULL,
        tipo_documento TEXT NOT NULL,
        numero_documento TEXT NOT NULL,
        principal INTEGER NOT NULL CHECK (principal IN (0, 1)),
        idade INTEGER,
        -- The adult's cupom_* fields (JSON object), '{}' for children.
        cupom TEXT NOT NULL DEFAULT '{}',
        PRIMARY KEY (reservation_id, ordem)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 5,
    name: 'booking-and-payments',
    sql: `
      CREATE INDEX reservations_hold_expiry ON reservations(status_id, expira_em);
      -- A room confirmed by a user (POST /reserva, /reserva-drvc): once per reservation, so a
      -- repeated confirm answers the same. The hold stays (status 1) until the group is paid.
      CREATE TABLE reservation_confirmations (
        reservation_id INTEGER PRIMARY KEY REFERENCES reservations(id_reservas_front) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id),
        forma_pagamento_id INTEGER NOT NULL,
        valor_diaria_media TEXT NOT NULL,
        criado_em INTEGER NOT NULL
      );
      -- Payment choice of a reservation (POST /transacao/reserva); the latest one counts.
      CREATE TABLE payment_choices (
        reservation_id INTEGER PRIMARY KEY REFERENCES reservations(id_reservas_front) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id),
        referencia TEXT NOT NULL,
        valor_centavos INTEGER NOT NULL,
        forma_pagamento_id INTEGER NOT NULL,
        criado_em INTEGER NOT NULL
      );
      -- The gateway's RSA-2048 key pair (PEM), made once.
      CREATE TABLE payment_keys (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        public_pem TEXT NOT NULL,
        private_pem TEXT NOT NULL,
        criado_em INTEGER NOT NULL
      );
      -- Gateway transactions. Never the card number or code: brand and last four digits only.
      -- Times are epoch milliseconds.
      CREATE TABLE payment_transactions (
        token TEXT PRIMARY KEY,
        seq INTEGER NOT NULL UNIQUE,
        hotel_id INTEGER NOT NULL,
        referencia TEXT NOT NULL,
        metodo TEXT NOT NULL CHECK (metodo IN ('cartao', 'pix', 'boleto')),
        forma_pagamento_id INTEGER NOT NULL,
        valor_centavos INTEGER NOT NULL,
        desconto_centavos INTEGER NOT NULL,
        parcelas INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('aprovado', 'recusado', 'erro', 'pendente', 'pago', 'expirado')),
        transacao_erro TEXT NOT NULL DEFAULT '',
        bandeira TEXT NOT NULL DEFAULT '',
        ultimos4 TEXT NOT NULL DEFAULT '',
        comprador_nome TEXT NOT NULL,
        comprador_email TEXT NOT NULL,
        comprador_documento TEXT NOT NULL,
        descricao TEXT NOT NULL,
        -- JSON of the payer's address (boleto).
        endereco TEXT NOT NULL DEFAULT '{}',
        pix_qr_code TEXT NOT NULL DEFAULT '',
        boleto_codigo TEXT NOT NULL DEFAULT '',
        expira_em INTEGER,
        criado_em INTEGER NOT NULL,
        pago_em INTEGER
      );
      CREATE INDEX payment_transactions_ref ON payment_transactions(referencia, status);
      CREATE INDEX payment_transactions_pending ON payment_transactions(status, expira_em);
    `,
  },
  {
    version: 6,
    name: 'group-lifecycle',
    sql: `
      -- The release key of a booking group (README "Group lifecycle"): its SHA-256 only. The
      -- first hold of a group makes it; every later hold of the group must present it.
      CREATE TABLE hold_groups (
        identificador TEXT PRIMARY KEY,
        chave_hash TEXT NOT NULL,
        criado_em INTEGER NOT NULL
      ) WITHOUT ROWID;
      -- E-mails sent once per group and event (paid, awaiting a boleto, refunded...).
      CREATE TABLE group_mails (
        identificador TEXT NOT NULL,
        evento TEXT NOT NULL,
        criado_em INTEGER NOT NULL,
        PRIMARY KEY (identificador, evento)
      ) WITHOUT ROWID;
      -- 'estornado': money that arrived for a group with no live reservation, refunded in full.
      -- SQLite cannot change a CHECK in place, so the table is rebuilt.
      CREATE TABLE payment_transactions_v6 (
        token TEXT PRIMARY KEY,
        seq INTEGER NOT NULL UNIQUE,
        hotel_id INTEGER NOT NULL,
        referencia TEXT NOT NULL,
        metodo TEXT NOT NULL CHECK (metodo IN ('cartao', 'pix', 'boleto')),
        forma_pagamento_id INTEGER NOT NULL,
        valor_centavos INTEGER NOT NULL,
        desconto_centavos INTEGER NOT NULL,
        parcelas INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('aprovado', 'recusado', 'erro', 'pendente', 'pago', 'expirado', 'estornado')),
        transacao_erro TEXT NOT NULL DEFAULT '',
        bandeira TEXT NOT NULL DEFAULT '',
        ultimos4 TEXT NOT NULL DEFAULT '',
        comprador_nome TEXT NOT NULL,
        comprador_email TEXT NOT NULL,
        comprador_documento TEXT NOT NULL,
        descricao TEXT NOT NULL,
        endereco TEXT NOT NULL DEFAULT '{}',
        pix_qr_code TEXT NOT NULL DEFAULT '',
        boleto_codigo TEXT NOT NULL DEFAULT '',
        expira_em INTEGER,
        criado_em INTEGER NOT NULL,
        pago_em INTEGER,
        estornado_em INTEGER
      );
      INSERT INTO payment_transactions_v6 (token, seq, hotel_id, referencia, metodo, forma_pagamento_id,
        valor_centavos, desconto_centavos, parcelas, status, transacao_erro, bandeira, ultimos4, comprador_nome,
        comprador_email, comprador_documento, descricao, endereco, pix_qr_code, boleto_codigo, expira_em,
        criado_em, pago_em)
      SELECT token, seq, hotel_id, referencia, metodo, forma_pagamento_id, valor_centavos, desconto_centavos,
        parcelas, status, transacao_erro, bandeira, ultimos4, comprador_nome, comprador_email, comprador_documento,
        descricao, endereco, pix_qr_code, boleto_codigo, expira_em, criado_em, pago_em
      FROM payment_transactions;
      DROP TABLE payment_transactions;
      ALTER TABLE payment_transactions_v6 RENAME TO payment_transactions;
      CREATE INDEX payment_transactions_ref ON payment_transactions(referencia, status);
      CREATE INDEX payment_transactions_pending ON payment_transactions(status, expira_em);
    `,
  },
  {
    version: 7,
    name: 'cancellation-policy',
    sql: `
      -- The cancellation policy the guest accepted when confirming the room (JSON of the wire's
      -- PoliticaCancelamento) and when (epoch ms). Null for rooms confirmed before this.
      ALTER TABLE reservations ADD COLUMN politica_cancelamento TEXT;
      ALTER TABLE reservations ADD COLUMN politica_aceita_em INTEGER;
      -- What a cancellation kept and gave back (cents), by which rule, and the gateway
      -- transaction the refund goes through (null when nothing was paid). Once per reservation.
      CREATE TABLE reservation_cancellations (
        reservation_id INTEGER PRIMARY KEY REFERENCES reservations(id_reservas_front) ON DELETE CASCADE,
        valor_pago_centavos INTEGER NOT NULL CHECK (valor_pago_centavos >= 0),
        multa_centavos INTEGER NOT NULL CHECK (multa_centavos >= 0),
        reembolso_centavos INTEGER NOT NULL CHECK (reembolso_centavos >= 0),
        motivo TEXT NOT NULL,
        transacao_token TEXT,
        criado_em INTEGER NOT NULL,
        CHECK (multa_centavos + reembolso_centavos = valor_pago_centavos)
      );
    `,
  },
  {
    version: 8,
    name: 'data-rights',
    sql: `
      -- LGPD art. 8: marketing consents, each with the date it was last given or withdrawn
      -- (ISO 8601; null = never asked, as for accounts older than this migration).
      ALTER TABLE users ADD COLUMN consentimento_email_marketing INTEGER NOT NULL DEFAULT 0
        CHECK (consentimento_email_marketing IN (0, 1));
      ALTER TABLE users ADD COLUMN consentimento_email_marketing_em TEXT;
      ALTER TABLE users ADD COLUMN consentimento_whatsapp_marketing INTEGER NOT NULL DEFAULT 0
        CHECK (consentimento_whatsapp_marketing IN (0, 1));
      ALTER TABLE users ADD COLUMN consentimento_whatsapp_marketing_em TEXT;
      -- Set when the account was anonymised at its holder's request (LGPD art. 18 VI): the
      -- row stays so the fiscal records that point at it (art. 16) keep their integrity.
      ALTER TABLE users ADD COLUMN excluido_em TEXT;
      -- Every request of the data subject (export, consent change, deletion), with its date.
      CREATE TABLE data_requests (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        tipo TEXT NOT NULL
          CHECK (tipo IN ('exportacao_json', 'exportacao_pdf', 'consentimento', 'exclusao')),
        descricao TEXT NOT NULL,
        criado_em TEXT NOT NULL
      );
      CREATE INDEX data_requests_user ON data_requests(user_id, id);
    `,
  },
  {
    version: 9,
    name: 'tickets',
    sql: `
      -- The water park's ticket categories (README "Tickets"). How each is priced: 'inteira'
      -- (the day's adult price, promotion included), 'crianca' (the day's child price),
      -- 'gratis', or 'meia' (half the day's inteira without promotion, computed, never stored).
      CREATE TABLE ticket_categories (
        cti_id INTEGER PRIMARY KEY,
        nome TEXT NOT NULL,
        grupo TEXT NOT NULL CHECK (grupo IN ('adulto', 'crianca', 'meia', 'outro')),
        preco TEXT NOT NULL CHECK (preco IN ('inteira', 'crianca', 'gratis', 'meia')),
        observacao TEXT NOT NULL,
        max_por_compra INTEGER NOT NULL CHECK (max_por_compra > 0),
        acompanha_cti_id INTEGER REFERENCES ticket_categories(cti_id),
        ordem INTEGER NOT NULL
      );
      INSERT INTO ticket_categories (cti_id, nome, grupo, preco, observacao, max_por_compra, acompanha_cti_id, ordem) VALUES
        (1, 'Adulto', 'adulto', 'inteira', 'A partir de 12 anos.', 20, NULL, 1),
        (2, 'Criança de 4 a 11 anos', 'crianca', 'crianca', 'De 4 a 11 anos: leve um documento da criança (certidão de nascimento ou RG).', 20, NULL, 2),
        (3, 'Criança até 3 anos', 'crianca', 'gratis', 'Gratuito até 3 anos: apresente na entrada a certidão de nascimento ou o RG da criança.', 10, NULL, 3),
        (4, 'Meia-entrada Estudante', 'meia', 'meia', 'Apresente na compra e na entrada a Carteira de Identificação Estudantil (CIE) válida, com foto (Lei 12.933/2013).', 20, NULL, 4),
        (5, 'Meia-entrada Idoso (60 anos ou mais)', 'meia', 'meia', 'Apresente na entrada um documento oficial com foto que comprove 60 anos ou mais (Estatuto do Idoso, art. 23).', 20, NULL, 5),
        (6, 'Meia-entrada Pessoa com deficiência', 'meia', 'meia', 'Apresente na entrada o cartão do Benefício de Prestação Continuada ou documento do INSS que comprove a deficiência (Decreto 8.537/2015, art. 6).', 20, NULL, 6),
        (7, 'Meia-entrada Acompanhante de pessoa com deficiência', 'meia', 'meia', 'Um acompanhante por pessoa com deficiência que precise de acompanhamento; entram juntos (Decreto 8.537/2015, art. 6).', 20, 6, 7),
        (8, 'Meia-entrada ID Jovem', 'meia', 'meia', 'Jovens de 15 a 29 anos de baixa renda: apresente na entrada a Identidade Jovem (ID Jovem) válida e um documento com foto (Decreto 8.537/2015).', 20, NULL, 8);
      -- Prices (whole reais) and places by kind of day. The inteira is even, so the meia
      -- (its half) is whole reais too.
      CREATE TABLE ticket_prices (
        tipo_dia TEXT PRIMARY KEY CHECK (tipo_dia IN ('semana', 'fim_de_semana', 'feriado')),
        inteira INTEGER NOT NULL CHECK (inteira > 0 AND inteira % 2 = 0),
        crianca INTEGER NOT NULL CHECK (crianca >= 0),
        capacidade INTEGER NOT NULL CHECK (capacidade >= 0)
      );
      INSERT INTO ticket_prices (tipo_dia, inteira, crianca, capacidade) VALUES
        ('semana', 120, 80, 400), ('fim_de_semana', 160, 100, 600), ('feriado', 180, 110, 600);
      -- One day's exceptions: places sold outside the site (groups, box office), another
      -- capacity, or a closed park.
      CREATE TABLE ticket_day_overrides (
        data TEXT PRIMARY KEY,
        capacidade INTEGER CHECK (capacidade IS NULL OR capacidade >= 0),
        reservados INTEGER NOT NULL DEFAULT 0 CHECK (reservados >= 0),
        fechado INTEGER NOT NULL DEFAULT 0 CHECK (fechado IN (0, 1)),
        motivo TEXT
      );
      CREATE TABLE ticket_vouchers (
        id INTEGER PRIMARY KEY,
        codigo TEXT NOT NULL UNIQUE,
        pessoa_id INTEGER NOT NULL REFERENCES users(id),
        data_visita TEXT NOT NULL,
        status TEXT NOT NULL
          CHECK (status IN ('pendente', 'pago', 'utilizado', 'cancelado', 'expirado')),
        valor_total INTEGER NOT NULL CHECK (valor_total > 0),
        pessoas INTEGER NOT NULL CHECK (pessoas > 0),
        observacao TEXT NOT NULL,
        chave TEXT,
        criado_em INTEGER NOT NULL,
        pago_em INTEGER,
        expira_em INTEGER,
        cancelado_em INTEGER,
        valor_reembolsado INTEGER NOT NULL DEFAULT 0 CHECK (valor_reembolsado >= 0),
        UNIQUE (pessoa_id, chave)
      );
      CREATE INDEX ticket_vouchers_day ON ticket_vouchers(data_visita, status);
      CREATE INDEX ticket_vouchers_person ON ticket_vouchers(pessoa_id, id);
      CREATE TABLE ticket_voucher_lines (
        voucher_id INTEGER NOT NULL REFERENCES ticket_vouchers(id) ON DELETE CASCADE,
        cti_id INTEGER NOT NULL REFERENCES ticket_categories(cti_id),
        nome TEXT NOT NULL,
        grupo TEXT NOT NULL,
        observacao TEXT NOT NULL,
        qtd INTEGER NOT NULL CHECK (qtd > 0),
        valor_unitario INTEGER NOT NULL CHECK (valor_unitario >= 0),
        PRIMARY KEY (voucher_id, cti_id)
      );
      -- One ticket per person: its code is what the QR code holds and the gate reads.
      CREATE TABLE ticket_units (
        codigo TEXT PRIMARY KEY,
        voucher_id INTEGER NOT NULL REFERENCES ticket_vouchers(id) ON DELETE CASCADE,
        cti_id INTEGER NOT NULL,
        seq INTEGER NOT NULL,
        utilizado_em INTEGER,
        UNIQUE (voucher_id, seq)
      );
    `,
  },
  {
    version: 10,
    name: 'club-ledger',
    sql: `
      -- The unit type a contract entitles (week-deposit br codes: H hoteleira, S estúdio,
      -- 1 to 4 quartos). contracts.pontos is the annual credit of each use year.
      ALTER TABLE contracts ADD COLUMN tipo_unidade TEXT NOT NULL DEFAULT 'S'
        CHECK (tipo_unidade IN ('H', 'S', '1', '2', '3', '4'));
      -- Every point a contract gains or spends (README "Club"). Points come in lots, one per
      -- use year, each valid until 'validade' (its last day, yyyy-mm-dd); a movement moves
      -- points of one lot. 'saldo' is the contract's running balance after the movement.
      CREATE TABLE contract_point_movements (
        id INTEGER PRIMARY KEY,
        contratos_id INTEGER NOT NULL REFERENCES contracts(contratos_id),
        data TEXT NOT NULL,
        tipo TEXT NOT NULL CHECK (tipo IN ('credito_anual', 'uso_reserva',
          'devolucao_cancelamento', 'deposito', 'expiracao', 'ajuste')),
        pontos INTEGER NOT NULL CHECK (pontos <> 0),
        saldo INTEGER NOT NULL CHECK (saldo >= 0),
        validade TEXT NOT NULL,
        id_reservas_front INTEGER REFERENCES reservations(id_reservas_front),
        deposito_semana_id INTEGER,
        descricao TEXT NOT NULL,
        CHECK (tipo = 'ajuste'
          OR (tipo IN ('credito_anual', 'devolucao_cancelamento') AND pontos > 0)
          OR (tipo IN ('uso_reserva', 'deposito', 'expiracao') AND pontos < 0))
      );
      CREATE INDEX contract_point_movements_contract ON contract_point_movements(contratos_id, id);
      -- The balance is the sum of the movements, and no lot goes below zero: a movement whose
      -- saldo is not the previous sum plus its points is refused, and the ledger is append-only.
      CREATE TRIGGER contract_point_movements_sum BEFORE INSERT ON contract_point_movements
      WHEN NEW.saldo <> COALESCE((SELECT SUM(pontos) FROM contract_point_movements
                                  WHERE contratos_id = NEW.contratos_id), 0) + NEW.pontos
        OR COALESCE((SELECT SUM(pontos) FROM contract_point_movements
                     WHERE contratos_id = NEW.contratos_id AND validade = NEW.validade), 0)
           + NEW.pontos < 0
      BEGIN
        SELECT RAISE(ABORT, 'saldo de pontos inconsistente com o extrato');
      END;
      CREATE TRIGGER contract_point_movements_no_update BEFORE UPDATE ON contract_point_movements
      BEGIN
        SELECT RAISE(ABORT, 'o extrato de pontos não se altera: lance um ajuste');
      END;
      CREATE TRIGGER contract_point_movements_no_delete BEFORE DELETE ON contract_point_movements
      BEGIN
        SELECT RAISE(ABORT, 'o extrato de pontos não se altera: lance um ajuste');
      END;
      -- The contract's financial record: the purchase's parcelas and the annual fee. Amounts in
      -- cents; dates yyyy-mm-dd. Unpaid past its due date is overdue (computed, not stored).
      CREATE TABLE contract_installments (
        id INTEGER PRIMARY KEY,
        contratos_id INTEGER NOT NULL REFERENCES contracts(contratos_id),
        tipo TEXT NOT NULL CHECK (tipo IN ('parcela', 'taxa_anual')),
        descricao TEXT NOT NULL,
        vencimento TEXT NOT NULL,
        valor INTEGER NOT NULL CHECK (valor > 0),
        pago_em TEXT,
        forma TEXT CHECK (forma IS NULL OR forma IN ('cartao', 'pix', 'boleto', 'debito')),
        CHECK ((pago_em IS NULL) = (forma IS NULL))
      );
      CREATE INDEX contract_installments_contract ON contract_installments(contratos_id, vencimento);
    `,
  },
  {
    version: 11,
    name: 'week-deposits',
    sql: `
      -- Resorts where a member may deposit a week (README "Week deposits"), and how many units
      -- of each type (br: H hoteleira, S estúdio, 1 to 4 quartos) each offers per week.
      CREATE TABLE deposit_resorts (
        id INTEGER PRIMARY KEY,
        nome TEXT NOT NULL,
        cidade TEXT NOT NULL
      );
      CREATE TABLE deposit_resort_units (
        resort_id INTEGER NOT NULL REFERENCES deposit_resorts(id),
        br TEXT NOT NULL CHECK (br IN ('H', 'S', '1', '2', '3', '4')),
        quantidade INTEGER NOT NULL CHECK (quantidade > 0),
        PRIMARY KEY (resort_id, br)
      );
      INSERT INTO deposit_resorts (id, nome, cidade) VALUES
        (1, 'Aurora Exclusive Resort', 'Caldas Novas - GO'),
        (2, 'Lacqua Aurora Residence', 'Caldas Novas - GO'),
        (3, 'Aurora Praia Resort', 'Porto Seguro - BA');
      INSERT INTO deposit_resort_units (resort_id, br, quantidade) VALUES
        (1, 'H', 6), (1, 'S', 4), (1, '1', 3), (1, '2', 2),
        (2, 'S', 5), (2, '1', 4), (2, '2', 3), (2, '3', 2), (2, '4', 1),
        (3, 'H', 4), (3, '1', 2), (3, '2', 2), (3, '3', 1);
      -- A deposit: asked by the member, accepted from the e-mailed link (which issues the
      -- single-use confirmation token, only its SHA-256 stored), then confirmed. Unconfirmed
      -- past expira_em it lapses (computed, not stored). Points are debited at confirmation.
      CREATE TABLE week_deposits (
        id INTEGER PRIMARY KEY,
        pedido TEXT NOT NULL UNIQUE,
        contratos_id INTEGER NOT NULL REFERENCES contracts(contratos_id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        resort_id INTEGER NOT NULL,
        br TEXT NOT NULL,
        inicio TEXT NOT NULL,
        pontos INTEGER NOT NULL CHECK (pontos > 0),
        taxa INTEGER NOT NULL CHECK (taxa > 0),
        status TEXT NOT NULL
          CHECK (status IN ('aguardando_aceite', 'aguardando_confirmacao', 'confirmado')),
        criado_em INTEGER NOT NULL,
        expira_em INTEGER NOT NULL,
        aceito_em INTEGER,
        token_hash TEXT UNIQUE,
        confirmado_em INTEGER,
        FOREIGN KEY (resort_id, br) REFERENCES deposit_resort_units(resort_id, br)
      );
      CREATE INDEX week_deposits_week ON week_deposits(resort_id, br, inicio);
    `,
  },
  {
    version: 12,
    name: 'club-terms',
    sql: `
      -- Each member's acceptance of a version of the club terms (README "Club terms"): the
      -- e-mailed link's token (SHA-256 only), when it was sent, and when it was accepted.
      CREATE TABLE club_terms_acceptances (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        versao TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        enviado_em INTEGER NOT NULL,
        aceito_em INTEGER
      );
      CREATE INDEX club_terms_acceptances_user ON club_terms_acceptances(user_id, versao);
    `,
  },
  {
    version: 13,
    name: 'deposit-usage-fees',
    sql: `
      -- A confirmed week deposit's usage fee becomes a line of the contract's financial record
      -- (README "Week deposits"), paid like any open line. SQLite cannot change a CHECK in
      -- place: the table is rebuilt with the new kind and the deposit the line belongs to.
      CREATE TABLE contract_installments_v13 (
        id INTEGER PRIMARY KEY,
        contratos_id INTEGER NOT NULL REFERENCES contracts(contratos_id),
        tipo TEXT NOT NULL CHECK (tipo IN ('parcela', 'taxa_anual', 'taxa_utilizacao')),
        descricao TEXT NOT NULL,
        vencimento TEXT NOT NULL,
        valor INTEGER NOT NULL CHECK (valor > 0),
        pago_em TEXT,
        forma TEXT CHECK (forma IS NULL OR forma IN ('cartao', 'pix', 'boleto', 'debito')),
        deposito_semana_id INTEGER UNIQUE REFERENCES week_deposits(id),
        CHECK ((pago_em IS NULL) = (forma IS NULL)),
        CHECK ((tipo = 'taxa_utilizacao') = (deposito_semana_id IS NOT NULL))
      );
      INSERT INTO contract_installments_v13
        (id, contratos_id, tipo, descricao, vencimento, valor, pago_em, forma)
        SELECT id, contratos_id, tipo, descricao, vencimento, valor, pago_em, forma
        FROM contract_installments;
      DROP TABLE contract_installments;
      ALTER TABLE contract_installments_v13 RENAME TO contract_installments;
      CREATE INDEX contract_installments_contract ON contract_installments(contratos_id, vencimento);
    `,
  },
  {
    version: 14,
    name: 'room-features',
    sql: `
      -- What the results' filters ask of a room type (README "Room features"): its beds, a JSON
      -- array of { tipo, quantidade }, and whether it is adapted for guests with reduced
      -- mobility. Filled by the seed (seedRoomFeatures), for an older database too.
      ALTER TABLE room_types ADD COLUMN camas TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE room_types ADD COLUMN acessivel INTEGER NOT NULL DEFAULT 0 CHECK (acessivel IN (0, 1));
    `,
  },
  {
    version: 15,
    name: 'member-rates',
    sql: `
      -- The rate reserved to registered customers (README "Member prices"): this much off each
      -- night of the flexible rate (or the night's promotion, if larger), for a logged-in
      -- customer's public search. 0 = the hotel has none. Set by the seed (seedMemberRates).
      ALTER TABLE hotels ADD COLUMN desconto_clientes_pct INTEGER NOT NULL DEFAULT 0
        CHECK (desconto_clientes_pct >= 0 AND desconto_clientes_pct < 50);
    `,
  },
  {
    version: 16,
    name: 'extras',
    sql: `
      -- The hotels' extras offered with a stay (issue 29; README "Extras"). Prices in cents, per
      -- the rule's unit. Limited per day (capacidade, no horarios), per time slot (capacidade and
      -- a JSON list of HH:mm times), or not limited (no capacidade).
      CREATE TABLE extras (
        id INTEGER PRIMARY KEY,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        ordem INTEGER NOT NULL,
        nome TEXT NOT NULL,
        descricao TEXT NOT NULL,
        foto TEXT NOT NULL,
        categoria TEXT NOT NULL CHECK (categoria IN
          ('traslado', 'spa', 'alimentacao', 'quarto', 'celebracao', 'estacionamento', 'pet')),
        regra_preco TEXT NOT NULL CHECK (regra_preco IN
          ('por_estadia', 'por_noite', 'por_pessoa', 'por_unidade', 'por_horario')),
        valor_centavos INTEGER NOT NULL CHECK (valor_centavos > 0),
        quando TEXT NOT NULL CHECK (quando IN
          ('chegada_ou_partida', 'noites', 'manhas', 'partida', 'estadia')),
        capacidade INTEGER CHECK (capacidade IS NULL OR capacidade > 0),
        horarios TEXT NOT NULL DEFAULT '[]',
        -- The weekdays it is offered on, 0 = Sunday.
        dias_semana TEXT NOT NULL DEFAULT '0123456',
        cancelamento_gratis_horas INTEGER CHECK (cancelamento_gratis_horas IS NULL OR cancelamento_gratis_horas >= 0),
        -- A time slot always has its places (seats of a departure, a spa's cabins).
        CHECK (horarios = '[]' OR capacidade IS NOT NULL)
      );
      CREATE INDEX extras_hotel ON extras (hotel_id, ordem);
      -- Places taken of a limited extra, per day and time ('' for a per-day limit).
      CREATE TABLE extra_places (
        extra_id INTEGER NOT NULL REFERENCES extras(id),
        data TEXT NOT NULL,
        hora TEXT NOT NULL DEFAULT '',
        reservados INTEGER NOT NULL DEFAULT 0 CHECK (reservados >= 0),
        PRIMARY KEY (extra_id, data, hora)
      );
    `,
  },
  {
    version: 17,
    name: 'booking-recovery',
    sql: `
      -- Who a group is being booked for before its rooms are confirmed: a visitor's temporary
      -- user, named at the guests step (/usuario/pre-reserva with the group and its key).
      CREATE TABLE group_contacts (
        identificador TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        criado_em INTEGER NOT NULL
      ) WITHOUT ROWID;
      -- Abandoned-booking recovery (issue 30; README "Abandoned bookings"): one row per expired
      -- group once considered, sent or not (situacao says why not). Times are epoch ms; tokens
      -- are kept as SHA-256 only, and the link's is cleared once used.
      CREATE TABLE booking_recoveries (
        identificador TEXT PRIMARY KEY,
        situacao TEXT NOT NULL CHECK (situacao IN
          ('enviado', 'sem_email', 'recusou_marketing', 'reservou', 'repetido')),
        user_id INTEGER REFERENCES users(id),
        email TEXT,
        -- e-mail, hotel, dates and rooms: never two e-mails for one search.
        busca_chave TEXT UNIQUE,
        -- JSON of the e-mail's search, rooms, guests and prices (RecoveryOffer).
        oferta TEXT,
        link_hash TEXT UNIQUE,
        link_expira_em INTEGER,
        preco_expira_em INTEGER,
        descadastro_hash TEXT UNIQUE,
        enviado_em INTEGER,
        usado_em INTEGER,
        -- The group held again at the e-mail's price (the first hold that presented the offer).
        novo_identificador TEXT,
        criado_em INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX booking_recoveries_new_group ON booking_recoveries(novo_identificador);
    `,
  },
  {
    version: 18,
    name: 'extra-holds',
    sql: `
      -- An extra held with a booking group (issue 29; README "Extras"): its places (extra_places)
      -- are taken while the group's rooms are held, paid with them, given back if they end
      -- unpaid. Status as a room's: 1 held, 2 paid, 3 cancelled, 6 expired. Days ISO; ms.
      CREATE TABLE extra_holds (
        id INTEGER PRIMARY KEY,
        identificador TEXT NOT NULL,
        extra_id INTEGER NOT NULL REFERENCES extras(id),
        -- The days it takes places on (JSON list of ISO days) and the time ('' when none).
        dias TEXT NOT NULL,
        hora TEXT NOT NULL DEFAULT '',
        quantidade INTEGER NOT NULL CHECK (quantidade >= 1),
        valor_centavos INTEGER NOT NULL CHECK (valor_centavos > 0),
        status_id INTEGER NOT NULL CHECK (status_id IN (1, 2, 3, 6)),
        criado_em INTEGER NOT NULL
      );
      CREATE INDEX extra_holds_group ON extra_holds (identificador, status_id);
      CREATE INDEX extra_holds_status ON extra_holds (status_id);
    `,
  },
  {
    version: 19,
    name: 'stay-tickets',
    sql: `
      -- Park tickets held with a booking group (issue 29; README "Tickets with a stay"): their
      -- places count against the day's sale while the rooms are held (status 1); paid with the
      -- group they become a ticket purchase (voucher_id, status 2); given back when the group
      -- ends unpaid (6) or the guest lets them go (3). Lines as JSON; reais; ms.
      CREATE TABLE stay_tickets (
        id INTEGER PRIMARY KEY,
        identificador TEXT NOT NULL,
        data_visita TEXT NOT NULL,
        linhas TEXT NOT NULL,
        pessoas INTEGER NOT NULL CHECK (pessoas > 0),
        valor_total INTEGER NOT NULL CHECK (valor_total > 0),
        status_id INTEGER NOT NULL CHECK (status_id IN (1, 2, 3, 6)),
        voucher_id INTEGER REFERENCES ticket_vouchers(id),
        criado_em INTEGER NOT NULL
      );
      CREATE INDEX stay_tickets_group ON stay_tickets (identificador, status_id);
      CREATE INDEX stay_tickets_day ON stay_tickets (data_visita, status_id);
    `,
  },
  {
    version: 20,
    name: 'add-on-orders',
    sql: `
      -- Extras and park tickets added to a paid booking (issue 29 part 5; README "Adding to a
      -- booking"): an order holds them for 30 minutes under its own reference (ADD-...), paid on
      -- its own. Status 1 open, 2 paid, 6 expired. ms.
      CREATE TABLE addon_orders (
        referencia TEXT PRIMARY KEY,
        identificador TEXT NOT NULL,
        status_id INTEGER NOT NULL CHECK (status_id IN (1, 2, 6)),
        expira_em INTEGER NOT NULL,
        criado_em INTEGER NOT NULL,
        pago_em INTEGER
      ) WITHOUT ROWID;
      CREATE INDEX addon_orders_group ON addon_orders (identificador);
      -- The pre-arrival offer: one per paid booking group, sent N days before the arrival; the
      -- link's token (its SHA-256 here) opens add-on orders until the arrival day.
      CREATE TABLE arrival_offers (
        identificador TEXT PRIMARY KEY,
        token_hash TEXT UNIQUE,
        oferta INTEGER NOT NULL CHECK (oferta IN (0, 1)),
        enviado_em INTEGER NOT NULL,
        valido_ate INTEGER NOT NULL,
        -- When an order opened with it was paid: the link is spent.
        usado_em INTEGER
      ) WITHOUT ROWID;
      -- Bookings made before the offer existed are not written to now.
      INSERT INTO arrival_offers (identificador, token_hash, oferta, enviado_em, valido_ate)
        SELECT DISTINCT identificador, NULL, 0, 0, 0 FROM reservations;
    `,
  },
  {
    version: 21,
    name: 'add-on-cancellations',
    sql: `
      -- A paid extra or a day's park tickets cancelled on its own rule (issue 29 part 4; README
      -- "Cancelling extras and tickets"): what was paid, kept and refunded, booked against the
      -- transaction that paid it (the group's or an add-on order's, left 'aprovado'/'pago' as a
      -- room's partial refund leaves it). tipo 'extra': extra_holds.id; 'ingressos':
      -- ticket_vouchers.id. Cents; ms.
      CREATE TABLE addon_cancellations (
        id INTEGER PRIMARY KEY,
        tipo TEXT NOT NULL CHECK (tipo IN ('extra', 'ingressos')),
        item_id INTEGER NOT NULL,
        referencia TEXT NOT NULL,
        transacao_token TEXT,
        valor_pago_centavos INTEGER NOT NULL CHECK (valor_pago_centavos >= 0),
        multa_centavos INTEGER NOT NULL CHECK (multa_centavos >= 0),
        reembolso_centavos INTEGER NOT NULL CHECK (reembolso_centavos >= 0),
        motivo TEXT NOT NULL,
        criado_em INTEGER NOT NULL,
        UNIQUE (tipo, item_id),
        CHECK (multa_centavos + reembolso_centavos = valor_pago_centavos)
      );
      CREATE INDEX addon_cancellations_tx ON addon_cancellations (transacao_token);
    `,
  },
  {
    version: 22,
    name: 'park-packages',
    sql: `
      -- 'Hospedagem + Parque' (issue 29 part 3; README "Packages"): the hotels that offer it,
      -- with the discount on the park tickets (percent); the package's tickets are held with
      -- their room (pacote_reserva_id) and cannot be let go apart from it.
      ALTER TABLE hotels ADD COLUMN pacote_parque_pct INTEGER
        CHECK (pacote_parque_pct IS NULL OR pacote_parque_pct BETWEEN 1 AND 50);
      ALTER TABLE stay_tickets ADD COLUMN pacote_reserva_id INTEGER REFERENCES reservations(id_reservas_front);
      CREATE INDEX stay_tickets_package ON stay_tickets (pacote_reserva_id);
      -- Databases seeded before: the same hotels as seed/hotels.ts PARK_PACKAGES.
      UPDATE hotels SET pacote_parque_pct = 20 WHERE id IN (3, 7, 12, 18);
    `,
  },
  {
    version: 23,
    name: 'marketing-refusals',
    sql: `
      -- Addresses that refused marketing e-mails through an e-mail's unsubscribe link (issue 48):
      -- the link promised the address, so the refusal holds whichever CPF a later booking names.
      -- Lower-cased; epoch ms.
      CREATE TABLE marketing_refusals (
        email TEXT PRIMARY KEY,
        recusado_em INTEGER NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 24,
    name: 'points-banking',
    sql: `
      -- Banking and borrowing points (issue 51, README "Banking and borrowing points"): four
      -- kinds of movement. A CHECK cannot be altered in SQLite, so the ledger is copied into a
      -- table with the new kinds and its triggers are made again, unchanged. 'poupanca_saida'
      -- and 'poupanca_entrada' move banked points out of a lot and into the next use year's;
      -- 'antecipacao' brings the next use year's points in now, 'antecipacao_abatida' takes them
      -- off that year's credit when it comes.
      CREATE TABLE contract_point_movements_v24 (
        id INTEGER PRIMARY KEY,
        contratos_id INTEGER NOT NULL REFERENCES contracts(contratos_id),
        data TEXT NOT NULL,
        tipo TEXT NOT NULL CHECK (tipo IN ('credito_anual', 'uso_reserva',
          'devolucao_cancelamento', 'deposito', 'expiracao', 'ajuste',
          'poupanca_saida', 'poupanca_entrada', 'antecipacao', 'antecipacao_abatida')),
        pontos INTEGER NOT NULL CHECK (pontos <> 0),
        saldo INTEGER NOT NULL CHECK (saldo >= 0),
        validade TEXT NOT NULL,
        id_reservas_front INTEGER REFERENCES reservations(id_reservas_front),
        deposito_semana_id INTEGER,
        descricao TEXT NOT NULL,
        CHECK (tipo = 'ajuste'
          OR (tipo IN ('credito_anual', 'devolucao_cancelamento', 'poupanca_entrada',
                       'antecipacao') AND pontos > 0)
          OR (tipo IN ('uso_reserva', 'deposito', 'expiracao', 'poupanca_saida',
                       'antecipacao_abatida') AND pontos < 0))
      );
      INSERT INTO contract_point_movements_v24 SELECT * FROM contract_point_movements;
      DROP TABLE contract_point_movements;
      ALTER TABLE contract_point_movements_v24 RENAME TO contract_point_movements;
      CREATE INDEX contract_point_movements_contract ON contract_point_movements(contratos_id, id);
      CREATE TRIGGER contract_point_movements_sum BEFORE INSERT ON contract_point_movements
      WHEN NEW.saldo <> COALESCE((SELECT SUM(pontos) FROM contract_point_movements
                                  WHERE contratos_id = NEW.contratos_id), 0) + NEW.pontos
        OR COALESCE((SELECT SUM(pontos) FROM contract_point_movements
                     WHERE contratos_id = NEW.contratos_id AND validade = NEW.validade), 0)
           + NEW.pontos < 0
      BEGIN
        SELECT RAISE(ABORT, 'saldo de pontos inconsistente com o extrato');
      END;
      CREATE TRIGGER contract_point_movements_no_update BEFORE UPDATE ON contract_point_movements
      BEGIN
        SELECT RAISE(ABORT, 'o extrato de pontos não se altera: lance um ajuste');
      END;
      CREATE TRIGGER contract_point_movements_no_delete BEFORE DELETE ON contract_point_movements
      BEGIN
        SELECT RAISE(ABORT, 'o extrato de pontos não se altera: lance um ajuste');
      END;
    `,
  },
  {
    version: 25,
    name: 'deposit-waitlist',
    sql: `
      -- The week deposits' waitlist (issue 51, README "Deposit waitlist"): a member's request
      -- for a full week, served oldest first when a unit frees up. criado_em (epoch ms) is the
      -- queue's order; expira_em (yyyy-mm-dd) the member's last day; a served request names the
      -- deposit it became. Each skip (the contract could not pay then) is kept with its reason.
      CREATE TABLE deposit_waitlist (
        id INTEGER PRIMARY KEY,
        contratos_id INTEGER NOT NULL REFERENCES contracts(contratos_id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        resort_id INTEGER NOT NULL REFERENCES deposit_resorts(id),
        br TEXT NOT NULL CHECK (br IN ('H', 'S', '1', '2', '3', '4')),
        inicio TEXT NOT NULL,
        criado_em INTEGER NOT NULL,
        expira_em TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'ativo'
          CHECK (status IN ('ativo', 'confirmado', 'cancelado', 'expirado')),
        deposito_semana_id INTEGER REFERENCES week_deposits(id),
        encerrado_em INTEGER,
        CHECK ((status = 'confirmado') = (deposito_semana_id IS NOT NULL))
      );
      CREATE INDEX deposit_waitlist_queue ON deposit_waitlist (status, resort_id, br, inicio, criado_em);
      CREATE TABLE deposit_waitlist_skips (
        id INTEGER PRIMARY KEY,
        pedido_id INTEGER NOT NULL REFERENCES deposit_waitlist(id),
        em INTEGER NOT NULL,
        motivo TEXT NOT NULL
      );
      CREATE INDEX deposit_waitlist_skips_request ON deposit_waitlist_skips (pedido_id, id);
    `,
  },
  {
    version: 26,
    name: 'deposit-cancellation',
    sql: `
      -- A member cancels a week deposit (issue 51, README "Week deposits"): when (epoch ms), the
      -- points the return rule gave back and the rule, in words. A cancelled deposit holds no
      -- unit. A usage fee no longer due is kept, dated, not deleted: cancelada_em (yyyy-mm-dd) on
      -- an open line (nothing to pay) or on a paid one (refunded).
      ALTER TABLE week_deposits ADD COLUMN cancelado_em INTEGER;
      ALTER TABLE week_deposits ADD COLUMN pontos_devolvidos INTEGER
        CHECK (pontos_devolvidos IS NULL OR pontos_devolvidos >= 0);
      ALTER TABLE week_deposits ADD COLUMN regra_cancelamento TEXT;
      ALTER TABLE contract_installments ADD COLUMN cancelada_em TEXT;
    `,
  },
  {
    version: 27,
    name: 'guest-certificates',
    sql: `
      -- A contract booking made for someone else (issue 51, README "Guest certificates"): the
      -- room, the contract, the use year it counts in (its first day), the guest who gets the
      -- voucher and the pre-check-in, and the fee (centavos). It counts while its room is held
      -- and, once the booking is paid (emitido_em), for good; its fee then becomes a line of
      -- the contract's financial record.
      CREATE TABLE guest_certificates (
        id INTEGER PRIMARY KEY,
        contratos_id INTEGER NOT NULL REFERENCES contracts(contratos_id),
        id_reservas_front INTEGER NOT NULL UNIQUE REFERENCES reservations(id_reservas_front),
        ano_uso TEXT NOT NULL,
        nome TEXT NOT NULL,
        cpf TEXT NOT NULL,
        email TEXT NOT NULL,
        taxa INTEGER NOT NULL CHECK (taxa >= 0),
        criado_em INTEGER NOT NULL,
        emitido_em INTEGER
      );
      CREATE INDEX guest_certificates_year ON guest_certificates (contratos_id, ano_uso);
      -- The financial record takes the certificate's fee: SQLite cannot change a CHECK in place,
      -- so the table is rebuilt (as in migration 13) with the new kind and its certificate.
      CREATE TABLE contract_installments_v27 (
        id INTEGER PRIMARY KEY,
        contratos_id INTEGER NOT NULL REFERENCES contracts(contratos_id),
        tipo TEXT NOT NULL
          CHECK (tipo IN ('parcela', 'taxa_anual', 'taxa_utilizacao', 'taxa_certificado')),
        descricao TEXT NOT NULL,
        vencimento TEXT NOT NULL,
        valor INTEGER NOT NULL CHECK (valor > 0),
        pago_em TEXT,
        forma TEXT CHECK (forma IS NULL OR forma IN ('cartao', 'pix', 'boleto', 'debito')),
        deposito_semana_id INTEGER UNIQUE REFERENCES week_deposits(id),
        cancelada_em TEXT,
        certificado_id INTEGER UNIQUE REFERENCES guest_certificates(id),
        CHECK ((pago_em IS NULL) = (forma IS NULL)),
        CHECK ((tipo = 'taxa_utilizacao') = (deposito_semana_id IS NOT NULL)),
        CHECK ((tipo = 'taxa_certificado') = (certificado_id IS NOT NULL))
      );
      INSERT INTO contract_installments_v27
        (id, contratos_id, tipo, descricao, vencimento, valor, pago_em, forma, deposito_semana_id,
         cancelada_em)
        SELECT id, contratos_id, tipo, descricao, vencimento, valor, pago_em, forma,
               deposito_semana_id, cancelada_em
        FROM contract_installments;
      DROP TABLE contract_installments;
      ALTER TABLE contract_installments_v27 RENAME TO contract_installments;
      CREATE INDEX contract_installments_contract ON contract_installments(contratos_id, vencimento);
    `,
  },
  {
    version: 28,
    name: 'booking-waitlist',
    sql: `
      -- The contract bookings' waitlist (issue 51, README "Contract booking waitlist"): the
      -- stay asked for (room type, plan, arrival, nights, and how many days around the arrival
      -- will do), the party and its guests (JSON, as a confirmation names them: the served
      -- booking needs them), until when it waits, and the booking it became.
      CREATE TABLE booking_waitlist (
        id INTEGER PRIMARY KEY,
        contratos_id INTEGER NOT NULL REFERENCES contracts(contratos_id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        room_type_id INTEGER NOT NULL REFERENCES room_types(id),
        pensao TEXT NOT NULL CHECK (pensao IN ('sem', 'cafe', 'meia', 'inteira')),
        chegada TEXT NOT NULL,
        noites INTEGER NOT NULL CHECK (noites BETWEEN 1 AND 30),
        flex_dias INTEGER NOT NULL CHECK (flex_dias BETWEEN 0 AND 3),
        adultos INTEGER NOT NULL CHECK (adultos >= 1),
        idades_criancas TEXT NOT NULL,
        hospedes TEXT NOT NULL,
        criado_em INTEGER NOT NULL,
        expira_em TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'ativo'
          CHECK (status IN ('ativo', 'confirmado', 'cancelado', 'expirado')),
        reserva_id INTEGER UNIQUE REFERENCES reservations(id_reservas_front),
        encerrado_em INTEGER,
        CHECK ((status = 'confirmado') = (reserva_id IS NOT NULL))
      );
      CREATE INDEX booking_waitlist_queue ON booking_waitlist (status, room_type_id, criado_em);
      CREATE TABLE booking_waitlist_skips (
        id INTEGER PRIMARY KEY,
        pedido_id INTEGER NOT NULL REFERENCES booking_waitlist(id),
        em INTEGER NOT NULL,
        motivo TEXT NOT NULL
      );
      CREATE INDEX booking_waitlist_skips_request ON booking_waitlist_skips (pedido_id, id);
      -- A served booking's club tariff is a line of the financial record (nobody is at the
      -- checkout to pay it): the table is rebuilt again for the kind and its reservation.
      CREATE TABLE contract_installments_v28 (
        id INTEGER PRIMARY KEY,
        contratos_id INTEGER NOT NULL REFERENCES contracts(contratos_id),
        tipo TEXT NOT NULL CHECK (
          tipo IN ('parcela', 'taxa_anual', 'taxa_utilizacao', 'taxa_certificado', 'tarifa_reserva')
        ),
        descricao TEXT NOT NULL,
        vencimento TEXT NOT NULL,
        valor INTEGER NOT NULL CHECK (valor > 0),
        pago_em TEXT,
        forma TEXT CHECK (forma IS NULL OR forma IN ('cartao', 'pix', 'boleto', 'debito')),
        deposito_semana_id INTEGER UNIQUE REFERENCES week_deposits(id),
        cancelada_em TEXT,
        certificado_id INTEGER UNIQUE REFERENCES guest_certificates(id),
        reserva_id INTEGER UNIQUE REFERENCES reservations(id_reservas_front),
        CHECK ((pago_em IS NULL) = (forma IS NULL)),
        CHECK ((tipo = 'taxa_utilizacao') = (deposito_semana_id IS NOT NULL)),
        CHECK ((tipo = 'taxa_certificado') = (certificado_id IS NOT NULL)),
        CHECK ((tipo = 'tarifa_reserva') = (reserva_id IS NOT NULL))
      );
      INSERT INTO contract_installments_v28
        (id, contratos_id, tipo, descricao, vencimento, valor, pago_em, forma, deposito_semana_id,
         cancelada_em, certificado_id)
        SELECT id, contratos_id, tipo, descricao, vencimento, valor, pago_em, forma,
               deposito_semana_id, cancelada_em, certificado_id
        FROM contract_installments;
      DROP TABLE contract_installments;
      ALTER TABLE contract_installments_v28 RENAME TO contract_installments;
      CREATE INDEX contract_installments_contract ON contract_installments(contratos_id, vencimento);
    `,
  },
  {
    version: 29,
    name: 'pix-automatico',
    sql: `
      -- PIX Automático for a contract's fees (issue 52, README "PIX Automático"): the member's
      -- mandate as the bank holds it. A request waits for the bank's authorisation (its link's
      -- token, only its SHA-256 stored, until expira_em, epoch ms); authorised, it charges
      -- each unpaid line due from autorizado_dia (yyyy-mm-dd) on its due date, up to
      -- valor_maximo (centavos, null for none), until cancelled. One live mandate a contract.
      CREATE TABLE pix_mandates (
        id INTEGER PRIMARY KEY,
        contratos_id INTEGER NOT NULL REFERENCES contracts(contratos_id),
        token_hash TEXT NOT NULL UNIQUE,
        valor_maximo INTEGER CHECK (valor_maximo IS NULL OR valor_maximo > 0),
        status TEXT NOT NULL DEFAULT 'pendente'
          CHECK (status IN ('pendente', 'ativo', 'cancelado', 'recusado', 'expirado')),
        criado_em INTEGER NOT NULL,
        expira_em INTEGER NOT NULL,
        autorizado_em INTEGER,
        autorizado_dia TEXT,
        encerrado_em INTEGER,
        CHECK (status <> 'ativo' OR (autorizado_em IS NOT NULL AND autorizado_dia IS NOT NULL))
      );
      CREATE UNIQUE INDEX pix_mandates_live ON pix_mandates (contratos_id)
        WHERE status IN ('pendente', 'ativo');
      -- What the mandate did for a line: the notice days before, the charge (with the gateway's
      -- transaction), or a charge above the limit left to the member. Once each.
      CREATE TABLE pix_mandate_events (
        id INTEGER PRIMARY KEY,
        mandate_id INTEGER NOT NULL REFERENCES pix_mandates(id),
        parcela_id INTEGER NOT NULL REFERENCES contract_installments(id),
        tipo TEXT NOT NULL CHECK (tipo IN ('aviso', 'cobrada', 'acima_do_limite')),
        em INTEGER NOT NULL,
        transacao_token TEXT REFERENCES payment_transactions(token),
        UNIQUE (mandate_id, parcela_id, tipo)
      );
    `,
  },
  {
    version: 30,
    name: 'pix-discounts',
    sql: `
      -- The PIX price (issue 52, README "PIX price"): per merchant (a hotel, or the park) and
      -- product, the whole percent a payment by PIX takes off each item's price. No row is 0.
      -- The seed fills it (seed/pix-discounts.ts), and so does the start-up of a database made
      -- before this migration.
      CREATE TABLE pix_discounts (
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        produto TEXT NOT NULL CHECK (produto IN ('quartos', 'ingressos', 'extras', 'pacotes')),
        percentual INTEGER NOT NULL CHECK (percentual BETWEEN 0 AND 30),
        PRIMARY KEY (hotel_id, produto)
      );
    `,
  },
  {
    version: 31,
    name: 'pix-percents-paid',
    sql: `
      -- The PIX percents a PIX charge was priced at (JSON, per product; null for a card or a
      -- boleto): a cancellation later refunds each item at what it was paid, whatever the
      -- merchant's percents are by then (README "PIX price").
      ALTER TABLE payment_transactions ADD COLUMN pix_percentuais TEXT;
    `,
  },
  {
    version: 32,
    name: 'member-price-in-booking',
    sql: `
      -- A visitor who makes an account (or logs in) while their rooms are held gets the member
      -- rate on them (issue 52 part 3, README "Member prices"): each held room keeps what the
      -- member rate took off its held price, in centavos, so the review can say it after a
      -- reload and a repeated call takes off nothing more.
      ALTER TABLE reservations ADD COLUMN economia_cliente_centavos INTEGER NOT NULL DEFAULT 0
        CHECK (economia_cliente_centavos >= 0);
    `,
  },
  {
    version: 33,
    name: 'stay-reviews',
    sql: `
      -- Reviews from verified stays (issue 53, README "Reviews"). A stay is a booking group
      -- (identificador) at one hotel: one invitation, e-mailed the day after its departure
      -- (token_hash null when the buyer had refused such e-mails: none is ever sent), and at most
      -- one review, published only after moderation.
      CREATE TABLE review_invitations (
        identificador TEXT PRIMARY KEY,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        token_hash TEXT UNIQUE,
        enviado_em INTEGER NOT NULL,
        expira_em INTEGER NOT NULL,
        usado_em INTEGER
      );
      CREATE TABLE stay_reviews (
        id INTEGER PRIMARY KEY,
        identificador TEXT NOT NULL UNIQUE REFERENCES review_invitations(identificador),
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        status TEXT NOT NULL CHECK (status IN ('pendente', 'publicada', 'rejeitada')),
        nota INTEGER NOT NULL CHECK (nota BETWEEN 1 AND 10),
        nota_quartos INTEGER NOT NULL CHECK (nota_quartos BETWEEN 1 AND 10),
        nota_limpeza INTEGER NOT NULL CHECK (nota_limpeza BETWEEN 1 AND 10),
        nota_atendimento INTEGER NOT NULL CHECK (nota_atendimento BETWEEN 1 AND 10),
        nota_lazer INTEGER NOT NULL CHECK (nota_lazer BETWEEN 1 AND 10),
        titulo TEXT NOT NULL,
        texto TEXT NOT NULL,
        nome TEXT NOT NULL DEFAULT '',
        cidade TEXT NOT NULL DEFAULT '',
        tipo_viajante TEXT NOT NULL
          CHECK (tipo_viajante IN ('casal', 'familia', 'amigos', 'sozinho', 'negocios')),
        clube INTEGER NOT NULL CHECK (clube IN (0, 1)),
        -- The stay: its arrival (yyyy-mm-dd) and nights, shown as 'julho de 2026 · 3 noites'.
        chegada TEXT NOT NULL,
        noites INTEGER NOT NULL CHECK (noites > 0),
        enviada_em INTEGER NOT NULL,
        moderada_em INTEGER,
        motivo_rejeicao TEXT,
        resposta_hotel TEXT,
        respondida_em INTEGER
      );
      CREATE INDEX stay_reviews_by_hotel ON stay_reviews (hotel_id, status, enviada_em);
      -- Every moderation act, with its reason: the record the rules promise.
      CREATE TABLE review_moderation_log (
        id INTEGER PRIMARY KEY,
        review_id INTEGER NOT NULL REFERENCES stay_reviews(id),
        acao TEXT NOT NULL CHECK (acao IN ('publicada', 'rejeitada', 'respondida')),
        motivo TEXT,
        em INTEGER NOT NULL
      );
    `,
  },
  {
    version: 34,
    name: 'no_shows_and_review_edits',
    // A no-show (7): the hotel records that the guest of a paid reservation never came. It holds
    // no unit, and the stay is never asked for a review (issue 53).
    rebuild: {
      table: 'reservations',
      change: (sql) =>
        sql.replace('CHECK (status_id BETWEEN 1 AND 6)', 'CHECK (status_id BETWEEN 1 AND 7)'),
    },
    sql: `
      -- A published or rejected review is changed only by its guest, through a new single-use
      -- link e-mailed with the moderator's answer; the change goes through moderation again.
      CREATE TABLE review_edit_links (
        token_hash TEXT PRIMARY KEY,
        review_id INTEGER NOT NULL REFERENCES stay_reviews(id),
        enviado_em INTEGER NOT NULL,
        expira_em INTEGER NOT NULL,
        usado_em INTEGER
      );
      CREATE INDEX review_edit_links_by_review ON review_edit_links (review_id);
      ALTER TABLE stay_reviews ADD COLUMN editada_em INTEGER;
    `,
  },
];

/** Applies the migrations not yet recorded in schema_migrations, each in its own transaction. */
export function migrate(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  );
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    // Foreign keys are turned off around a rebuild (they cannot change inside a transaction);
    // rebuildTable checks them before the migration commits.
    const keysOff =
      migration.rebuild !== undefined &&
      !db.inTransaction &&
      db.pragma('foreign_keys', { simple: true }) === 1;
    if (keysOff) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        if (migration.rebuild) rebuildTable(db, migration.rebuild);
        db.exec(migration.sql);
        db.prepare(
          'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
        ).run(migration.version, migration.name, new Date().toISOString());
      })();
    } finally {
      if (keysOff) db.pragma('foreign_keys = ON');
    }
  }
}
