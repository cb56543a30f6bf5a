import styled from 'styled-components';

/** A page column for the account forms: full width on phones, centred on larger screens. */
export const Page = styled.div`
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xl}`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A titled group of fields: one column on phones, two from the tablet breakpoint. */
export const Section = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.grey300};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    padding: ${({ theme }) => theme.space.lg};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/** A form-level message (the server's answer) that stays until the next submit. */
export const FormAlert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.grey100};
`;

/** A line of guidance above a form's fields (what is missing, what to do next). */
export const FormNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.grey100};
`;
