export { Pagination, type PaginationLinkProps, type PaginationProps } from './Pagination';
