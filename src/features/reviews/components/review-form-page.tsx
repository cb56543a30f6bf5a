import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import type { ConviteAvaliacaoResponse } from '@/api/contract/reviews';
import { SelectField, TextField } from '@/components/forms/form-fields';
import {
  ControlFrame,
  ErrorText,
  Field,
  HintText,
  Label,
} from '@/components/forms/form-fields.styles';
import { Link } from '@/components/ui/link';
import { LoadingButton } from '@/components/ui/loading-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http/api-error';
import { useRemote } from '@/lib/use-remote';
import { openReviewInvitation } from '../api/open-review-invitation';
import { submitReview } from '../api/submit-review';
import { ASPECT_LABELS, TRAVELLER_LABELS } from '../utils/review-labels';
import {
  emptyReview,
  reviewFormErrors,
  reviewRequest,
  reviewValues,
  TEXT_LENGTH,
  type ReviewFormValues,
} from '../utils/review-form';

const SCORES = Array.from({ length: 10 }, (_, i) => {
  const n = String(10 - i);
  return { value: n, label: n };
});
const TRAVELLERS = Object.entries(TRAVELLER_LABELS).map(([value, label]) => ({ value, label }));

const resolver: Resolver<ReviewFormValues> = (values) => {
  const errors = reviewFormErrors(values);
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  const shaped = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, { type: 'validate', message }]),
  );
  return { values: {}, errors: shaped as FieldErrors<ReviewFormValues> };
};

/**
 * /avaliar/:token (issue 53 parts 1 and 4): the e-mailed link's form. The stay it names, the
 * scores (overall and the four aspects, 1 to 10), who travelled, a title and a text, and the name
 * and city to show if the guest wants. The server's refusal (a CPF in the text, a link…) is said
 * with its reason and nothing typed is lost; once sent, the thanks and that it is moderated. A
 * link e-mailed with a moderator's answer opens the review as it is, for its guest to change.
 */
export function ReviewFormPage({ token }: { token: string }) {
  const invitation = useRemote(() => openReviewInvitation(token), token);
  const state = invitation.state;
  const editing = state.status === 'ready' && state.data.avaliacao !== undefined;
  return (
    <Page>
      <h1>{editing ? 'Edite sua avaliação' : 'Avalie sua estadia'}</h1>
      {state.status === 'loading' && <Spinner label="Abrindo o convite…" showLabel />}
      {state.status === 'error' && (
        <>
          <p role="alert">{state.message}</p>
          <p>
            Se você já avaliou esta estadia, obrigado! A avaliação aparece na página do hotel depois
            da moderação. <Link to={paths.hotels.getHref()}>Ver os hotéis</Link>
          </p>
        </>
      )}
      {state.status === 'ready' && <ReviewForm token={token} stay={state.data} />}
    </Page>
  );
}

function ReviewForm({ token, stay }: { token: string; stay: ConviteAvaliacaoResponse }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const editing = stay.avaliacao;
  const form = useForm<ReviewFormValues>({
    defaultValues: editing ? reviewValues(editing) : emptyReview(stay.nome),
    resolver,
  });
  const { control, register, formState } = form;
  const textError = formState.errors.texto?.message;
  const typed = form.watch('texto').trim().length;

  if (thanks) {
    return (
      <>
        <p role="status">{thanks}</p>
        <p>
          <Link to={paths.hotels.getHref()}>Ver os hotéis</Link>
        </p>
      </>
    );
  }

  const send = async (values: ReviewFormValues) => {
    setFailure(null);
    try {
      setThanks(await submitReview(reviewRequest(token, values)));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <>
      <p>
        {stay.hotel} · {stay.chegada} a {stay.partida} · {stay.noites}{' '}
        {stay.noites === 1 ? 'noite' : 'noites'}
        {stay.clube && ' · estadia do clube'}
      </p>
      {editing?.status === 'rejeitada' && (
        <>
          <p>Sua avaliação não foi publicada. Motivo: {editing.motivo_rejeicao}</p>
          <p>Revise o que for preciso e envie de novo.</p>
        </>
      )}
      {editing?.status === 'publicada' && (
        <p>
          Sua avaliação está publicada. Ao enviar as mudanças, ela sai da página do hotel e passa
          pela moderação de novo.
        </p>
      )}
      <Form noValidate aria-label="Avaliação da estadia" onSubmit={form.handleSubmit(send)}>
        <fieldset>
          <legend>Notas de 1 a 10</legend>
          <Grid>
            <SelectField
              control={control}
              name="nota"
              label="Nota geral da estadia"
              options={SCORES}
            />
            {(Object.keys(ASPECT_LABELS) as (keyof typeof ASPECT_LABELS)[]).map((aspect) => (
              <SelectField
                key={aspect}
                control={control}
                name={aspect}
                label={ASPECT_LABELS[aspect]}
                options={SCORES}
              />
            ))}
          </Grid>
        </fieldset>
        <SelectField
          control={control}
          name="tipo_viajante"
          label="Com quem você viajou"
          options={TRAVELLERS}
        />
        <TextField control={control} name="titulo" label="Título" wide />
        <Field $wide>
          <Label htmlFor="avaliacao-texto">Conte como foi</Label>
          <ControlFrame $invalid={Boolean(textError)}>
            <textarea
              id="avaliacao-texto"
              rows={6}
              maxLength={TEXT_LENGTH.max}
              aria-invalid={Boolean(textError) || undefined}
              aria-describedby={`avaliacao-texto-dica${textError ? ' avaliacao-texto-erro' : ''}`}
              {...register('texto')}
            />
          </ControlFrame>
          <HintText id="avaliacao-texto-dica">
            {typed} de {TEXT_LENGTH.max} caracteres (mínimo {TEXT_LENGTH.min}). Não escreva CPF,
            telefone, e-mail nem links.
          </HintText>
          {textError && <ErrorText id="avaliacao-texto-erro">{textError}</ErrorText>}
        </Field>
        <TextField
          control={control}
          name="nome"
          label="Nome exibido (opcional)"
          autoComplete="given-name"
        />
        <TextField
          control={control}
          name="cidade"
          label="Cidade (opcional)"
          autoComplete="address-level2"
        />
        {failure && <Alert role="alert">{failure}</Alert>}
        <LoadingButton type="submit" loading={formState.isSubmitting}>
          Enviar avaliação
        </LoadingButton>
        <p>
          {editing
            ? 'A avaliação editada é publicada depois da moderação; avisamos por e-mail. O link só pode ser usado uma vez.'
            : 'Sua avaliação é publicada depois da moderação; avisamos por e-mail. Cada estadia recebe uma avaliação, e o link só pode ser usado uma vez.'}
        </p>
      </Form>
    </>
  );
}

const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: var(--space-xl) var(--space-md);
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-md);

  fieldset {
    border: 1px solid var(--color-grey-300);
    border-radius: var(--radius-md);
    padding: var(--space-md);
  }

  legend {
    font-weight: 700;
  }

  textarea {
    width: 100%;
    font: inherit;
    padding: var(--space-sm);
    border: 0;
    background: transparent;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: var(--space-md);
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

const Alert = styled.p`
  margin: 0;
  padding: var(--space-md);
  border-left: 4px solid var(--color-warning);
  background: var(--color-grey-100);
`;
