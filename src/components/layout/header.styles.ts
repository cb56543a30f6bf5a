import styled from 'styled-components';
import { media } from '@/theme/tokens';

export const Root = styled.header`
  padding-top: var(--size-nav-height);
`;

/** Fixed height per breakpoint, so images arriving late never push the page down. */
export const Stage = styled.div`
  position: relative;
  height: var(--size-header-height-mobile);
  background: var(--color-primary);

  ${media.tablet} {
    height: var(--size-header-height-desktop);
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

  ${media.tablet} {
    height: var(--size-header-height-desktop);
    aspect-ratio: auto;
  }
`;

export const BannerLink = styled.a`
  display: block;
  height: 100%;

  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: -3px;
  }
`;

/** The logo over the carousel, on a light plate so it reads on any photo. */
export const LogoPlate = styled.div`
  position: absolute;
  top: var(--space-md);
  left: var(--space-md);
  z-index: 1;
  height: 56px;
  padding: var(--space-xs) var(--space-sm);
  border-radius: var(--radius-md);
  background: rgba(255, 255, 255, 0.92);
  color: var(--color-primary);
  box-shadow: var(--shadow-card);

  > a {
    height: 100%;
  }

  ${media.tablet} {
    height: 72px;
  }
`;

/** Without banners: the logo alone on the brand colour. */
export const LogoBand = styled.div`
  display: grid;
  place-items: center;
  height: var(--size-header-height-mobile);
  padding: var(--space-lg);
  background: var(--color-primary);
  color: var(--color-white);

  > a {
    height: 96px;
  }

  ${media.tablet} {
    > a {
      height: 140px;
    }
  }
`;

export const Caption = styled.p<{ $background: string; $color: string }>`
  margin: 0;
  padding: var(--space-md) var(--space-lg);
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  font-family: var(--font-heading);
  font-size: var(--font-size-xl);
  line-height: 1.2;
  text-align: center;

  ${media.tablet} {
    font-size: var(--font-size-xxl);
  }
`;
