import type { Banner } from '@/api/contract/admin';
import { hotelSchemeClass } from '@/theme/hotel-scheme-class';
import { Carousel } from '@/components/ui/carousel';
import { photoProps, photoSrcSet, PHOTO_SIZES } from '@/lib/photo-sources';
import { toSafeLink } from '@/lib/safe-external-url';
import { bannerSrc, carouselSlides, DESKTOP_BANNER_QUERY } from './banner-slides';
import { LogoLink } from './logo';
import {
  BannerImage,
  BannerLink,
  BannerSiteLink,
  BannerPicture,
  Caption,
  HeroStage,
  LogoBand,
  LogoPlate,
  Root,
  Stage,
} from './header.styles';
import { useMediaQuery } from './use-media-query';

/** A hotel, park or info page's own header image (replaces the banner carousel). */
export interface HeaderImage {
  src: string;
  alt: string;
  title: string;
  /** The hotel whose colour scheme the caption takes (hotel-schemes.module.css). */
  schemeHotelId?: number;
}

/**
 * The header under the fixed navigation bar: the logo and the banner carousel, or the active
 * page's image with its title. Pages render their own h1, so the title here is a caption.
 */
export function Header({ banners, image }: { banners: Banner[]; image: HeaderImage | null }) {
  return <Root>{image ? <Hero image={image} /> : <Banners banners={banners} />}</Root>;
}

function Hero({ image }: { image: HeaderImage }) {
  return (
    <>
      <HeroStage>
        <BannerImage
          {...photoProps(image.src, PHOTO_SIZES.fullWidth)}
          alt={image.alt}
          fetchPriority="high"
        />
      </HeroStage>
      <Caption className={image.schemeHotelId ? hotelSchemeClass(image.schemeHotelId) : undefined}>
        {image.title}
      </Caption>
    </>
  );
}

function Banners({ banners }: { banners: Banner[] }) {
  const desktop = useMediaQuery(DESKTOP_BANNER_QUERY);
  const slides = carouselSlides(banners, desktop);
  // The first slide's two crops, whichever set shows: its <picture> lets the browser fetch the
  // right one for the screen before any JavaScript runs (the prerendered page), and keeps the
  // same image when the set changes once the site knows the screen's width.
  const firstDesktop = carouselSlides(banners, true)[0];
  const firstPhone = carouselSlides(banners, false)[0];

  if (slides.length === 0) {
    return (
      <LogoBand>
        <LogoLink />
      </LogoBand>
    );
  }
  return (
    <Stage>
      <LogoPlate>
        <LogoLink />
      </LogoPlate>
      <Carousel
        // A new set of crops starts again from its first slide.
        key={desktop ? 'desktop' : 'mobile'}
        items={slides}
        label="Destaques"
        renderItem={(banner, index) => (
          <BannerSlide
            banner={banner}
            {...(index === 0 ? { first: { desktop: firstDesktop, phone: firstPhone } } : {})}
          />
        )}
      />
    </Stage>
  );
}

interface FirstSlideCrops {
  desktop: Banner | undefined;
  phone: Banner | undefined;
}

function BannerSlide({ banner, first }: { banner: Banner; first?: FirstSlideCrops }) {
  const img = (
    <BannerImage
      {...photoProps(bannerSrc(first?.phone ?? banner), PHOTO_SIZES.fullWidth)}
      alt={banner.titulo}
      // The first slide is the largest paint of the page; the others can wait.
      {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
  const picture = first?.desktop ? (
    <BannerPicture>
      <source
        media={DESKTOP_BANNER_QUERY}
        srcSet={photoSrcSet(bannerSrc(first.desktop)) ?? bannerSrc(first.desktop)}
        sizes={PHOTO_SIZES.fullWidth}
      />
      {img}
    </BannerPicture>
  ) : (
    img
  );
  // The link comes from the admin portal: a site path or an allowed host, else no link at all.
  const link = toSafeLink(banner.link);
  if (!link) return picture;
  if (link.kind === 'site') {
    return <BannerSiteLink to={link.path}>{picture}</BannerSiteLink>;
  }
  return (
    <BannerLink href={link.href} rel="noopener noreferrer">
      {picture}
    </BannerLink>
  );
}
