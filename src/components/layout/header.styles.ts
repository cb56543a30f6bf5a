import styled from 'styled-components';

export const Root = styled.header`
  padding-top: ${({ theme }) => theme.sizes.navHeight};
`;

/** Fixed height per breakpoint, so images arriving late never push the page down. */
export const Stage = styled.div`
  position: relative;
  height: ${({ theme }) => theme.sizes.headerHeightMobile};
  background: ${({ theme }) => theme.colors.primary};

  ${({ theme }) => theme.media.tablet} {
    height: ${({ theme }) => theme.sizes.headerHeightDesktop};
  }
`;

/**
 * Cropped to fill the stage, from the bottom: a banner's or a page image's caption (often part
 * of the picture, at its foot) stays whole, and the sky gives way instead.
 */
/** Only chooses the crop: the image inside lays out as if the picture were not there. */
export const BannerPicture = styled.picture`
  display: contents;
`;

export const BannerImage = styled.img`
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
  object-position: center bottom;
`;

/**
 * A page's own image (a hotel's cover, 8:3) has no phone crop: below the tablet width it
 * keeps its proportions, so nothing of it (the hotel's name on it included) is cut away.
 */
export const HeroStage = styled(Stage)`
  height: auto;
  aspect-ratio: 8 / 3;

  ${({ theme }) => theme.media.tablet} {
    height: ${({ theme }) => theme.sizes.headerHeightDesktop};
    aspect-ratio: auto;
  }
`;

export const BannerLink = styled.a`
  display: block;
  height: 100%;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: -3px;
  }
`;

/** The logo over the carousel, on a light plate so it reads on any photo. */
export const LogoPlate = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  z-index: 1;
  height: 56px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.card};

  > a {
    height: 100%;
  }

  ${({ theme }) => theme.media.tablet} {
    height: 72px;
  }
`;

/** Without banners: the logo alone on the brand colour. */
export const LogoBand = styled.div`
  display: grid;
  place-items: center;
  height: ${({ theme }) => theme.sizes.headerHeightMobile};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};

  > a {
    height: 96px;
  }

  ${({ theme }) => theme.media.tablet} {
    > a {
      height: 140px;
    }
  }
`;

export const Caption = styled.p<{ $background: string; $color: string }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.2;
  text-align: center;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;
