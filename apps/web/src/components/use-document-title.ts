import { useEffect } from 'react';
import { brand } from '../config/settings';

export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title]);
}
