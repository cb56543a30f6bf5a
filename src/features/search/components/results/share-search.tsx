import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { SearchCriteria } from '../../stores/search-results';
import { encodeSearchLink } from '../../utils/search-link';
import * as S from './share-search.styles';

type ShareState = { link: string; copied: boolean } | null;

/**
 * Copies an absolute link that reopens this search (any number of rooms). The link also
 * shows in a read-only field, selected on focus, for browsers that refuse the clipboard.
 */
export function ShareSearch({ criteria }: { criteria: SearchCriteria }) {
  const [share, setShare] = useState<ShareState>(null);

  const onShare = async () => {
    const link = `${window.location.origin}/hotelSearch/${encodeSearchLink(criteria)}`;
    // Absent on plain http and in some embedded browsers; the field below covers them.
    const copied = navigator.clipboard
      ? await navigator.clipboard.writeText(link).then(
          () => true,
          () => false,
        )
      : false;
    setShare({ link, copied });
  };

  return (
    <S.Share>
      <Button $variant="secondary" onClick={onShare}>
        Compartilhar busca
      </Button>
      <S.Status role="status">
        {share && (share.copied ? 'Link copiado!' : 'Copie o link abaixo.')}
      </S.Status>
      {share && (
        <S.LinkField>
          <label htmlFor="link-da-busca">Link da busca</label>
          <input
            id="link-da-busca"
            type="url"
            readOnly
            value={share.link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </S.LinkField>
      )}
    </S.Share>
  );
}
