import { Pagination } from '@mui/material';

/**
 * The page numbers under a paged list, shown only when there is more than one page; choosing a page
 * goes back to the top of the list.
 */
export function PagePagination(props: { page: number; pageCount: number; onChange: (page: number) => void }) {
  const { page, pageCount, onChange } = props;
  if (pageCount <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      count={pageCount}
      page={Math.min(page, pageCount)}
      onChange={(_event, next) => {
        onChange(next);
        window.scrollTo(0, 0);
      }}
    />
  );
}
