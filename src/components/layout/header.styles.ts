import { Link } from '@/components/ui/link';
import { classed } from '@/theme/classed';
import styles from './header.module.css';

export const Root = classed('header', styles.Root);

/** Fixed height per breakpoint, so images arriving late never push the page down. */
export const Stage = classed('div', styles.Stage);

/**
 * Cropped to fill the stage, from the bottom: a banner's or a page image's caption (often part
 * of the picture, at its foot) stays whole, and the sky gives way instead.
 */
/** Only chooses the crop: the image inside lays out as if the picture were not there. */
export const BannerPicture = classed('picture', styles.BannerPicture);

export const BannerImage = classed('img', styles.BannerImage);

/**
 * A page's own image (a hotel's cover, 8:3) has no phone crop: below the tablet width it
 * keeps its proportions, so nothing of it (the hotel's name on it included) is cut away.
 */
export const HeroStage = classed(Stage, styles.HeroStage);

export const BannerLink = classed('a', styles.BannerLink);

/** A banner's link to a page of the site. */
export const BannerSiteLink = classed(Link, styles.BannerLink);

/** The logo over the carousel, on a light plate so it reads on any photo. */
export const LogoPlate = classed('div', styles.LogoPlate);

/** Without banners: the logo alone on the brand colour. */
export const LogoBand = classed('div', styles.LogoBand);

export const Caption = classed('p', styles.Caption);
